/* xhtml: an EPUB's documents read as a reader reads them; xml: nothing
 * outside the document is ever read, malformed XML is refused. */
#include "base/diag.h"
#include "base/err.h"
#include "check.h"
#include "text/css.h"
#include "text/ruby.h"
#include "text/xhtml.h"
#include "text/xml.h"

#include <stdlib.h>

#define HEAD "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
#define HTML "<html xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:epub=\"http://www.idpf.org/2007/ops\">"
#define XHTML11 "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.1//EN\" " \
	"\"http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd\">\n"

/* The text of body (inside <body>), or NULL when refused; *heading gets the
 * first heading. */
static char *text_of(const char *doctype, const char *body, char **heading, int *rc,
		     struct diag *d)
{
	struct strbuf doc;
	strbuf_init(&doc);
	strbuf_addf(&doc, HEAD "%s" HTML "<head><title>不读</title></head><body>%s</body></html>\n",
		    doctype, body);
	struct xhtml_text x;
	*rc = xhtml_to_text(doc.buf, doc.len, &x, d);
	strbuf_release(&doc);
	if (*rc)
		return NULL;
	if (heading)
		*heading = x.heading, x.heading = NULL;
	char *s = strbuf_detach(&x.text, NULL);
	xhtml_text_release(&x);
	return s;
}

static void check_text(const char *body, const char *want)
{
	int rc;
	char *got = text_of("", body, NULL, &rc, NULL);
	CHECK_INT(rc, 0);
	CHECK_STR(got, want);
	free(got);
}

/* The readings the ruby annotations of body give (ruby_reading's lines). */
static void check_readings(const char *body, const char *want)
{
	struct strbuf doc;
	strbuf_init(&doc);
	strbuf_addf(&doc, HEAD HTML "<body>%s</body></html>\n", body);
	struct xhtml_text x;
	CHECK_INT(xhtml_to_text(doc.buf, doc.len, &x, NULL), 0);
	CHECK_STR(x.readings.buf ? x.readings.buf : "", want);
	xhtml_text_release(&x);
	strbuf_release(&doc);
}

/* ruby_book_readings of lines over the book's one text. */
static void check_book_readings(const char *lines, const char *text, const char *want)
{
	struct strbuf out;
	strbuf_init(&out);
	size_t len = strlen(text);
	CHECK_INT(ruby_book_readings(lines, strlen(lines), &text, &len, 1, &out), 0);
	CHECK_STR(out.buf ? out.buf : "", want);
	strbuf_release(&out);
}

static void check_refused(const char *doc, size_t want_line)
{
	struct diag d;
	diag_init(&d);
	struct xhtml_text x;
	CHECK_INT(xhtml_to_text(doc, strlen(doc), &x, &d), ERR_SYNTAX);
	CHECK_INT(diag_count(&d, DIAG_ERROR), 1);
	if (d.n)
		CHECK_INT(d.v[0].line, want_line);
	diag_release(&d);
}

static int on_start(void *ctx, const struct xml_elem *e)
{
	if (!strcmp(e->name, "a"))
		CHECK_STR(xml_attr(e, NULL, "href"), (const char *)ctx);
	return 0;
}

static int any_entity(void *ctx, const char *name, size_t line, const char **text)
{
	(void)ctx, (void)name, (void)line;
	*text = "\xc2\xa0";
	return 0;
}

static int stop_at_b(void *ctx, const struct xml_elem *e)
{
	(void)ctx;
	return strcmp(e->name, "b") ? 0 : ERR_EMPTY;
}

int main(void)
{
	/* paragraphs a line each, a blank line between; headings kept */
	check_text("<h1>第一章 风起</h1><p>甲。</p><div><p>乙。</p>丙。</div>",
		   "第一章 风起\n\n甲。\n\n乙。\n\n丙。\n");
	/* white space collapses; a line break between Chinese characters is none */
	check_text("<p>  他说：\n  “你好。”\n</p><p>Hello\n   world</p>",
		   "他说：“你好。”\n\nHello world\n");
	check_text("<p>　　首行缩进。</p>", "　　首行缩进。\n");
	check_text("<p>一<br/>二</p>", "一\n二\n");
	check_text("<p>a <span>b</span> c</p>", "a b c\n");
	/* scripts, styles, ruby annotations and hidden text are not read; an
	 * image is its alt text, marked as such (an aside: kept, not read) */
	check_text("<script>var a = 1;</script><style>p{}</style><p><ruby>银<rp>(</rp><rt>yin2</rt>"
		   "<rp>)</rp></ruby>行</p><p hidden=\"hidden\">隐藏</p>"
		   "<p><img src=\"a.png\" alt=\" 插图 \"/>字"
		   "<img src=\"b.png\" alt=\"\"/><img src=\"c.png\"/></p>",
		   "银行\n\n〔图：插图〕字\n");
	/* ... but kept as readings when they are pinyin, a syllable a character */
	check_readings("<p><ruby>青<rt>qīng</rt>云<rt>yún</rt>观<rt>guàn</rt></ruby>，"
		       "<ruby><rb>龃龉</rb><rp>(</rp><rt>jǔ yǔ</rt><rp>)</rp></ruby>，"
		       "<ruby>绿<rt>lǜ</rt></ruby><ruby>的<rt>de</rt></ruby><ruby>行<rt>hang2</rt>"
		       "</ruby></p>",
		       "青云观 qing1 yun2 guan4\n龃龉 ju3 yu3\n绿 lv4\n行 hang2\n");
	check_readings("<p><ruby>的<rt>de</rt></ruby><ruby>你好<rt>nǐhǎo</rt></ruby>"
		       "<ruby>嘢<rt>东西</rt></ruby><ruby>爱<rt>ㄞˋ</rt></ruby>"
		       "<ruby>爱<rt>love</rt></ruby><ruby>A<rt>ā</rt></ruby></p>", "");
	/* a book keeps a word read one way, a character when every one is marked */
	check_book_readings("观 guan4\n青云观 qing1 yun2 guan4\n行 hang2\n行 xing2\n龉 yu3\n",
			    "青云观，观看，行，行，龉", "青云观 qing1 yun2 guan4\n龉 yu3\n");
	/* each character counted apart: 龃 marked twice of twice, 觑 once of twice */
	check_book_readings("觑 qu4\n龃 ju3\n龃 ju3\nA a1\n", "龃龃觑，觑", "A a1\n龃 ju3\n");
	{
		struct xhtml_text x;
		const char *cover = HEAD HTML "<body><div><img src=\"c.png\" alt=\"封面\"/></div>"
				    "<p><img src=\"d.png\" alt=\"书名\"/></p></body></html>";
		CHECK_INT(xhtml_to_text(cover, strlen(cover), &x, NULL), 0);
		CHECK(xhtml_only_images(&x));
		xhtml_text_release(&x);
		const char *story = HEAD HTML "<body><p><img src=\"c.png\" alt=\"插图\"/>他来了。</p>"
				    "</body></html>";
		CHECK_INT(xhtml_to_text(story, strlen(story), &x, NULL), 0);
		CHECK(!xhtml_only_images(&x));
		xhtml_text_release(&x);
		/* a title page (epub:type titlepage, pandoc's) is one only with
		 * nothing outside it */
		const char *title = HEAD HTML "<body epub:type=\"frontmatter\"><section "
				    "epub:type=\"titlepage\"><h1>书名</h1><p>作者</p></section></body></html>";
		CHECK_INT(xhtml_to_text(title, strlen(title), &x, NULL), 0);
		CHECK(x.title_page);
		xhtml_text_release(&x);
		const char *more = HEAD HTML "<body><section epub:type=\"titlepage\"><h1>书名</h1>"
				   "</section><p>献给母亲。</p></body></html>";
		CHECK_INT(xhtml_to_text(more, strlen(more), &x, NULL), 0);
		CHECK(!x.title_page);
		xhtml_text_release(&x);
	}
	/* nor a watermark an inline style hides */
	check_text("<p>舰长<span style=\"Display: None;\">盗版必究</span>韩烈<i style=\"visibility:hidden\">x</i>"
		   "<b style=\"color:red\">站</b>起。</p>",
		   "舰长韩烈站起。\n");
	/* nor one a class hides, in a <style> of the body too, or in the book's sheets */
	check_text("<style>.wm { display:none } .box .x, .y:hover { display:none }</style>"
		   "<p>舰长<span class=\"a wm\">盗版必究</span>韩烈<i class=\"x\">站</i>起。</p>",
		   "舰长韩烈站起。\n");
	{
		const char *doc = HEAD HTML "<body><p>甲<b class=\"sy\">乙</b>丙</p></body></html>";
		struct xhtml_text x;
		CHECK_INT(xhtml_to_text_at(doc, strlen(doc), " wm sy", NULL, 0, NULL, &x, NULL), 0);
		CHECK_STR(x.text.buf, "甲丙\n");
		xhtml_text_release(&x);
	}
	{
		/* what a style sheet hides: a class alone, maybe after an element's
		 * name; not a descendant, a pseudo-class, print media, nor display:none-ish */
		const char *css = "/* { */ .a{display:none}\n span.b , .c .d, .e:hover {\n"
				  " visibility : hidden ; }\n@media print { .f { display:none } }\n"
				  "@import url(x.css);\n.g { display: nonesuch } .h{color:red}";
		struct strbuf out;
		strbuf_init(&out);
		CHECK_INT(css_hidden_classes(css, strlen(css), &out), 0);
		CHECK_STR(out.buf, " a b");
		strbuf_release(&out);
	}
	/* a note's reference is a link, dropped; the note comes after the text,
	 * under 注释 that tells it is not read (segment/aside.h) */
	check_text("<aside epub:type=\"footnote\" id=\"n1\"><p>注一。</p></aside>"
		   "<p>正文<a epub:type=\"noteref\" href=\"#n1\">[1]</a>完。</p><p>再一段。</p>",
		   "正文完。\n\n再一段。\n\n注释\n\n注一。\n");
	/* an endnotes document: its heading titles the notes; with none, 注释 does */
	check_text("<h2>尾注</h2><aside epub:type=\"endnote\"><p>[1] 注一。</p></aside>",
		   "尾注\n\n[1] 注一。\n");
	check_text("<aside epub:type=\"endnote\"><p>[1] 注一。</p></aside>", "注释\n\n[1] 注一。\n");
	check_text("<p>甲<sup><a role=\"doc-noteref\" href=\"#x\">1</a></sup>乙</p>", "甲乙\n");
	/* ... and as converters mark it, a superscript and a link to a place;
	 * a superscript alone (平方米 as m²) is read */
	check_text("<p>甲<a href=\"#fn1\"><sup>[1]</sup></a>乙<sup><a href=\"n.html#fn2\">2</a></sup>"
		   "丙</p><p>十米<sup>2</sup>，<a href=\"#c2\">见第二章</a></p>",
		   "甲乙丙\n\n十米2，见第二章\n");
	/* ... whose notes are where the marks go, with no epub:type: the
	 * element of the id, or the one a place with the id starts */
	check_text("<p>甲<sup><a href=\"#fn1\">1</a></sup>乙<a href=\"#fn2\"><sup>2</sup></a>。</p>"
		   "<p>又<a id=\"x\"/>一段，<a href=\"#x\">见上</a>。</p>"
		   "<p id=\"fn1\">1. 注一。</p><p><a id=\"fn2\" href=\"#r2\">[2]</a>注二。</p>",
		   "甲乙。\n\n又一段，见上。\n\n注释\n\n1. 注一。\n\n[2]注二。\n");
	/* ... but not a paragraph the text goes on after (a cross-reference), nor
	 * a <div> of paragraphs a place at its start is in; a note opening with
	 * a link back stays one */
	check_text("<p>甲<sup><a href=\"#s3\">3</a></sup>。</p><p id=\"s3\">第三节。</p><p>乙。</p>"
		   "<p>丙<sup><a href=\"#d\">4</a></sup>。</p><div><a id=\"d\"/><p>丁。</p><p>戊。</p>"
		   "</div>",
		   "甲。\n\n第三节。\n\n乙。\n\n丙。\n\n丁。\n\n戊。\n");
	check_text("<p>甲<sup><a href=\"#n1\">1</a></sup>。</p>"
		   "<p id=\"n1\"><a href=\"#r1\">1</a> 注一。</p><p>乙。</p>",
		   "甲。\n\n乙。\n\n注释\n\n1 注一。\n");
	check_text("<pre>一  二\n三</pre>", "一  二\n三\n");
	check_text("<p><![CDATA[<不是标签>]]></p>", "<不是标签>\n");
	check_text("<p>A&amp;B &#x4e2d;&#25991;</p>", "A&B 中文\n");
	check_text("<table><tr><td>甲</td><td>乙</td></tr></table>", "甲 乙\n");
	check_text("<p> </p><div></div>", "");
	check_text("<svg xmlns=\"http://www.w3.org/2000/svg\"><text>不读</text></svg><p>读</p>", "读\n");

	/* where the places a table of contents points at start in the text:
	 * an empty anchor, a heading's id; one not there; one inside a note */
	{
		const char *doc = HEAD HTML "<body><p>序。</p><a id=\"c1\"/><h2>一</h2><p>甲。</p>"
				  "<h2 id=\"c2\">二</h2><p>乙。</p><aside epub:type=\"footnote\">"
				  "<p id=\"c4\">注。</p></aside></body></html>";
		const char *ids[] = { "c1", "c2", "c3", "c4" };
		size_t at[4];
		struct xhtml_text x;
		CHECK_INT(xhtml_to_text_at(doc, strlen(doc), NULL, ids, 4, at, &x, NULL), 0);
		CHECK_STR(x.text.buf, "序。\n\n一\n\n甲。\n\n二\n\n乙。\n\n注释\n\n注。\n");
		CHECK_INT((int)at[0], (int)strlen("序。"));
		CHECK_INT((int)at[1], (int)strlen("序。\n\n一\n\n甲。"));
		CHECK(at[2] == XHTML_NOWHERE && at[3] == XHTML_NOWHERE);
		xhtml_text_release(&x);
	}

	/* the first heading, on one line, titles the document */
	int rc;
	char *heading = NULL;
	char *t = text_of("", "<p>前言</p><h2>第二章<br/>云涌</h2><h3>小节</h3>", &heading, &rc, NULL);
	CHECK_STR(heading, "第二章 云涌");
	CHECK_STR(t, "前言\n\n第二章 云涌\n\n小节\n"); /* one line in the text too */
	free(heading);
	free(t);

	/* XHTML's entities where the XHTML DTD is named (and not loaded) */
	struct diag d;
	diag_init(&d);
	t = text_of(XHTML11, "<p>甲&nbsp;乙&hellip;&shy;&bogus;</p>", NULL, &rc, &d);
	CHECK_INT(rc, 0);
	CHECK_STR(t, "甲\xc2\xa0乙…\n");
	CHECK_INT(diag_count(&d, DIAG_WARNING), 1);
	free(t);
	diag_release(&d);

	/* ... and where no DOCTYPE is written, as converters leave them */
	diag_init(&d);
	t = text_of("", "<p>甲&nbsp;乙&hellip;&bogus;</p>", NULL, &rc, &d);
	CHECK_INT(rc, 0);
	CHECK_STR(t, "甲\xc2\xa0乙…\n");
	CHECK_INT(diag_count(&d, DIAG_WARNING), 1);
	free(t);
	diag_release(&d);

	/* refused: malformed, any entity declared */
	check_refused(HEAD HTML "<body>\n<p>未闭合</body></html>", 3);
	check_refused(HEAD "<!DOCTYPE html [\n<!ENTITY a \"aaaaaaaaaa\">\n<!ENTITY b \"&a;&a;&a;\">\n]>\n"
		      HTML "<body><p>&b;</p></body></html>", 3);
	check_refused(HEAD "<!DOCTYPE html [\n<!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>\n"
		      HTML "<body><p>&x;</p></body></html>", 3);
	check_refused(HEAD "<!DOCTYPE html [\n<!ENTITY % p SYSTEM \"http://example.invalid/x.dtd\">\n%p;\n]>\n"
		      HTML "<body/></html>", 3);
	check_refused("", 0);
	check_refused("不是 XML", 1);

	/* attribute values decoded; a handler's code stops the parse */
	static const char links[] = HEAD "<r><a href=\"a&amp;b&lt;&#x41;.xhtml\"/><b/><c/></r>";
	struct xml_handler h = { .start = on_start };
	CHECK_INT(xml_parse(links, strlen(links), &h, "a&b<A.xhtml", NULL), 0);
	/* an undefined entity in an attribute's value stands as a space */
	static const char spaced[] = HEAD "<r><a href=\"a&nbsp;b\"/></r>";
	h.entity = any_entity;
	CHECK_INT(xml_parse(spaced, strlen(spaced), &h, "a b", NULL), 0);
	/* and without a handler for it the document is malformed */
	h.entity = NULL;
	CHECK_INT(xml_parse(spaced, strlen(spaced), &h, "a b", NULL), ERR_SYNTAX);
	h.start = stop_at_b;
	CHECK_INT(xml_parse(links, strlen(links), &h, NULL, NULL), ERR_EMPTY);

	CHECK(xml_has_token("chapter  noteref", "noteref"));
	CHECK(!xml_has_token("noterefs", "noteref"));
	CHECK(!xml_has_token(NULL, "toc"));
	return check_done();
}
