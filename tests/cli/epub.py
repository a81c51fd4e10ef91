#!/usr/bin/env python3
"""tests/cli/epub.py KIND OUT.epub: writes an EPUB for the tests, made here
from text written here (no fixture from elsewhere).

  epub3, epub2   a three-chapter book (EPUB 3 with nav, EPUB 2 with NCX),
                 title 测试之书, author 张三, date 2003, a PNG cover; the
                 chapters' expected text goes to OUT.epub.d/NNNN.txt
  contents       epub3 with a 目录 page listing the chapters in its spine
  titlepage      epub3 with a title page (pandoc's: a section of epub:type
                 titlepage, the title and author) in its spine
  jacket         epub2 with calibre's jacket (the title, author, publisher and
                 blurb, its head saying calibre-content jacket) in its spine
  unspined       epub2 whose second chapter is in the manifest and the table
                 of contents but not in the spine
  onefile3, onefile2
                 a preface and the three chapters in one document, the table
                 of contents pointing at each (#id); OUT.epub.d/0000.txt is
                 the preface
  nested         epub2 whose NCX nests the chapters in 第一卷 山雨, which
                 points at the first chapter's document
  sections3, sections2
                 pandoc's: each chapter's entry points at its heading (#id),
                 the second chapter's section (一 夜谈) nested in it
  paraheads      nested's NCX, each document's heading a paragraph with a
                 full-width space (第一章　风起) where the NCX has a space
  converted      no table of contents, headings as paragraphs, two chapters
                 in the first document and one in the second, &nbsp; with no
                 DOCTYPE
  endnotes       a chapter with a footnote amid its paragraphs and an image with
                 its alt text (长安城地图), another without, and an endnotes
                 document, 注释
  legacy         the first chapter in Big5 named by <meta charset>, the
                 second in GBK named by <meta http-equiv>, in traditional
                 script; the XML declarations name no encoding
  missing        epub2 whose second chapter's document is not in the archive
  dotdot absolute bomb bomb-lying laughs xxe no-opf huge malformed href-climb
                 hostile ones, each of which tingshu must refuse
"""
import os
import struct
import sys
import zlib
import zipfile

CHAPTERS = [
    ("第一章 风起", ["　　王朴看着远处的烟尘，心里一紧。",
                   "“来了！”他低声说道，“都准备好。”"]),
    ("第二章 云涌", ["　　次日清晨，城门大开。", "马蹄声由远而近，尘土飞扬。"]),
    ("第三章 落幕", ["　　战事终了，众人各自散去。", "只有风还在吹。"]),
]
OPF_NS = 'xmlns="http://www.idpf.org/2007/opf" xmlns:dc="http://purl.org/dc/elements/1.1/"'


def png():
    """A 2x2 red PNG, made by hand."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    raw = b"".join(b"\0" + b"\xff\0\0" * 2 for _ in range(2))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 2, 8, 2, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def xhtml(title, paras, extra="", style=""):
    body = "".join("<p>%s</p>\n" % p for p in paras)
    return ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n'
            '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">\n'
            '<head><title>%s</title><link rel="stylesheet" href="../Styles/book.css"/>'
            '<style>p { text-indent: 2em; }%s</style></head>\n'
            '<body>\n<h2>%s</h2>\n%s%s</body>\n</html>\n' % (title, style, title, body, extra))


def watermarked(para, cls):
    """para with a site's watermark inside it, in an element of class cls."""
    return para[:4] + '<span class="%s">盗版必究</span>' % cls + para[4:]


def container(opf="OEBPS/content.opf"):
    return ('<?xml version="1.0"?>\n<container version="1.0" '
            'xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\n'
            '<rootfiles><rootfile full-path="%s" media-type="application/oebps-package+xml"/>'
            '</rootfiles>\n</container>\n' % opf)


def opf(version, items, spine, meta_extra="", spine_attr=""):
    manifest = "".join('<item id="%s" href="%s" media-type="%s"%s/>\n' % i for i in items)
    # a spine entry: an id, or (id, its attributes)
    refs = "".join('<itemref idref="%s"%s/>\n' % ((s, "") if isinstance(s, str) else s)
                   for s in spine)
    return ('<?xml version="1.0" encoding="utf-8"?>\n<package %s version="%s" unique-identifier="id">\n'
            '<metadata><dc:identifier id="id">urn:uuid:0</dc:identifier><dc:title>测试之书</dc:title>\n'
            '<dc:creator id="c1">张三</dc:creator><dc:creator id="c2">李四</dc:creator>\n'
            '<meta refines="#c2" property="role">trl</meta>\n'
            '<dc:date>2003-05-01</dc:date><dc:language>zh</dc:language>%s</metadata>\n'
            '<manifest>\n%s</manifest>\n<spine%s>\n%s</spine>\n</package>\n'
            % (OPF_NS, version, meta_extra, manifest, spine_attr, refs))


def start(path):
    z = zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED)
    z.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip", zipfile.ZIP_STORED)
    return z


def write_toc(z, version, links, items):
    """The table of contents of (href, label) links: EPUB 3's nav, or EPUB
    2's NCX; adds it to items and returns the spine's attribute for it."""
    if version == 3:
        nav = "".join('<li><a href="%s">%s</a></li>' % l for l in links)
        z.writestr("OEBPS/nav.xhtml", '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" '
                   'xmlns:epub="http://www.idpf.org/2007/ops"><head><title>目录</title></head><body>'
                   '<nav epub:type="toc"><ol>%s</ol></nav></body></html>' % nav)
        items.append(("nav", "nav.xhtml", "application/xhtml+xml", ' properties="nav"'))
        return ""
    points = "".join('<navPoint id="p%d" playOrder="%d"><navLabel><text>%s</text></navLabel>'
                     '<content src="%s"/></navPoint>' % (n, n, l[1], l[0]) for n, l in enumerate(links, 1))
    z.writestr("OEBPS/toc.ncx", '<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" '
               'version="2005-1"><head/><docTitle><text>测试之书</text></docTitle>'
               '<navMap>%s</navMap></ncx>' % points)
    items.append(("ncx", "toc.ncx", "application/x-dtbncx+xml", ""))
    return ' toc="ncx"'


def good(path, version, contents_page=False, title_page=False, jacket=False, unspined=False):
    z = start(path)
    z.writestr("META-INF/container.xml", container())
    items, spine = [], []
    # a cover page with no text: no chapter
    z.writestr("OEBPS/cover.xhtml", '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml">'
               '<head><title>cover</title></head><body><img src="cover.png" alt="封面"/></body></html>')
    items.append(("coverpage", "cover.xhtml", "application/xhtml+xml", ""))
    spine.append("coverpage")
    if title_page:  # pandoc's title page, in the reading order
        z.writestr("OEBPS/Text/title_page.xhtml", '<?xml version="1.0"?><html xmlns="http://www.w3.org/'
                   '1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>测试之书</title>'
                   '</head><body epub:type="frontmatter"><section epub:type="titlepage" class="titlepage">'
                   '<h1 class="title">测试之书</h1><p class="author">张三</p></section></body></html>')
        items.append(("titlepage", "Text/title_page.xhtml", "application/xhtml+xml", ""))
        spine.append("titlepage")
    if jacket:  # calibre's, in the reading order
        z.writestr("OEBPS/jacket.xhtml", '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml">'
                   '<head><title>测试之书</title><meta name="calibre-content" content="jacket"/></head>'
                   '<body><div class="calibre_rescale_100"><h1 class="title">测试之书</h1>'
                   '<div class="cbj_author">张三</div><div class="cbj_pubdata">某出版社 2003</div>'
                   '<div class="cbj_comments"><p>一部小说。</p></div></div></body></html>')
        items.append(("jacket", "jacket.xhtml", "application/xhtml+xml", ""))
        spine.append("jacket")
    if contents_page:  # a converter's 目录 page, in the reading order
        z.writestr("OEBPS/Text/contents.xhtml", xhtml("目录", [t for t, _ in CHAPTERS]))
        items.append(("contents", "Text/contents.xhtml", "application/xhtml+xml", ""))
        spine.append("contents")
    # watermarks hidden by a class, in the book's style sheet or a document's own
    z.writestr("OEBPS/Styles/book.css", "/* 样式 */\n@media print { .page { display: none } }\n"
               "span.wm, .box .x { color: red; display : none; }\n.shown { display: block }\n")
    items.append(("css", "Styles/book.css", "text/css", ""))
    for n, (title, paras) in enumerate(CHAPTERS, 1):
        extra, style = "", ""
        if n == 1:
            paras = [watermarked(paras[0], "wm shown")] + paras[1:]
        if n == 3:
            paras = [watermarked(paras[0], "sy")] + paras[1:]
            style = " .sy { visibility: hidden }"
        if n == 2:  # a note, its reference dropped, its text at the end; a script and ruby unread
            paras = [paras[0], paras[1].replace("尘土", '尘土<a epub:type="noteref" href="#n1">[1]</a>')]
            extra = ('<script>var x = "不读";</script><p><ruby>飞<rp>(</rp><rt>fei1</rt><rp>)</rp></ruby>扬。</p>\n'
                     '<aside epub:type="footnote" id="n1"><p>注：尘土，即灰尘。</p></aside>\n')
        z.writestr("OEBPS/Text/ch%d.xhtml" % n, xhtml(title, paras, extra, style))
        items.append(("ch%d" % n, "Text/ch%d.xhtml" % n, "application/xhtml+xml", ""))
        if not (unspined and n == 2):
            spine.append("ch%d" % n)
    z.writestr("OEBPS/Images/cover.png", png())
    cover_props = ' properties="cover-image"' if version == 3 else ""
    items.append(("cover", "Images/cover.png", "image/png", cover_props))
    links = [("Text/ch%d.xhtml" % n, t) for n, (t, _) in enumerate(CHAPTERS, 1)]
    spine_attr = write_toc(z, version, links, items)
    meta = '<meta name="cover" content="cover"/>' if version == 2 else ""
    z.writestr("OEBPS/content.opf", opf("3.0" if version == 3 else "2.0", items, spine, meta, spine_attr))
    z.close()
    out = path + ".d"
    os.makedirs(out, exist_ok=True)
    for n, (title, paras) in enumerate(CHAPTERS, 1):
        if n == 2:
            paras = paras + ["飞扬。", "注释", "注：尘土，即灰尘。"]
        with open(os.path.join(out, "%04d.txt" % n), "w", encoding="utf-8") as f:
            f.write("\n\n".join([title] + paras) + "\n")


def one_file(path, version):
    """The three chapters in one document after a preface, the table of
    contents pointing at each heading's id (what converters such as Calibre
    write for a book of many short chapters)."""
    z = start(path)
    z.writestr("META-INF/container.xml", container())
    body = "<p>序：此书三章。</p>\n"
    for n, (title, paras) in enumerate(CHAPTERS, 1):
        body += '<div id="c%d"><h2>%s</h2>%s</div>\n' % (n, title, "".join("<p>%s</p>" % p for p in paras))
    z.writestr("OEBPS/Text/all.xhtml", '<?xml version="1.0" encoding="utf-8"?>\n'
               '<html xmlns="http://www.w3.org/1999/xhtml"><head><title>全书</title></head>'
               '<body>\n%s</body></html>\n' % body)
    items = [("all", "Text/all.xhtml", "application/xhtml+xml", "")]
    links = [("Text/all.xhtml#c%d" % n, t) for n, (t, _) in enumerate(CHAPTERS, 1)]
    spine_attr = write_toc(z, version, links, items)
    z.writestr("OEBPS/content.opf", opf("3.0" if version == 3 else "2.0", items, ["all"], "", spine_attr))
    z.close()
    out = path + ".d"
    os.makedirs(out, exist_ok=True)
    texts = ["序：此书三章。"] + ["\n\n".join([t] + p) for t, p in CHAPTERS]
    for n, text in enumerate(texts):
        with open(os.path.join(out, "%04d.txt" % n), "w", encoding="utf-8") as f:
            f.write(text + "\n")


def nested(path, para_heads=False):
    """EPUB 2 whose NCX nests the chapters in a volume's entry that points
    at the first chapter's document, as converters from a TXT write it;
    para_heads: each document's heading a paragraph (第一章　风起)."""
    z = start(path)
    z.writestr("META-INF/container.xml", container())
    items, spine = [], []
    for n, (title, paras) in enumerate(CHAPTERS, 1):
        doc = xhtml(title, paras)
        if para_heads:
            doc = doc.replace("<h2>%s</h2>" % title,
                              '<p class="title">%s</p>' % title.replace(" ", "\u3000"))
        z.writestr("OEBPS/Text/ch%d.xhtml" % n, doc)
        items.append(("ch%d" % n, "Text/ch%d.xhtml" % n, "application/xhtml+xml", ""))
        spine.append("ch%d" % n)
    points = "".join('<navPoint id="p%d"><navLabel><text>%s</text></navLabel>'
                     '<content src="Text/ch%d.xhtml"/></navPoint>' % (n, t, n)
                     for n, (t, _) in enumerate(CHAPTERS, 1))
    z.writestr("OEBPS/toc.ncx", '<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" '
               'version="2005-1"><head/><docTitle><text>测试之书</text></docTitle><navMap>'
               '<navPoint id="v1"><navLabel><text>第一卷 山雨</text></navLabel>'
               '<content src="Text/ch1.xhtml"/>%s</navPoint></navMap></ncx>' % points)
    items.append(("ncx", "toc.ncx", "application/x-dtbncx+xml", ""))
    z.writestr("OEBPS/content.opf", opf("2.0", items, spine, "", ' toc="ncx"'))
    z.close()


def converted(path):
    """A book converted from a TXT: no table of contents, headings as
    paragraphs, the first two chapters in one document and the third in
    another, &nbsp; with no DOCTYPE to name it."""
    z = start(path)
    z.writestr("META-INF/container.xml", container())
    docs = [CHAPTERS[:2], CHAPTERS[2:]]
    items = []
    for n, chapters in enumerate(docs):
        body = "".join('<p class="chapter">%s</p>%s' % (t.replace(" ", "&nbsp;"),
                       "".join("<p>%s</p>" % p for p in paras)) for t, paras in chapters)
        z.writestr("OEBPS/index_split_%03d.html" % n, '<?xml version="1.0" encoding="utf-8"?>\n'
                   '<html xmlns="http://www.w3.org/1999/xhtml"><head><title>测试之书</title></head>'
                   '<body>\n%s</body></html>\n' % body)
        items.append(("s%d" % n, "index_split_%03d.html" % n, "application/xhtml+xml", ""))
    z.writestr("OEBPS/content.opf", opf("2.0", items, ["s0", "s1"]))
    z.close()
    out = path + ".d"
    os.makedirs(out, exist_ok=True)
    for n, (title, paras) in enumerate(CHAPTERS, 1):
        with open(os.path.join(out, "%04d.txt" % n), "w", encoding="utf-8") as f:
            f.write("\n\n".join([title.replace(" ", "\u00a0")] + paras) + "\n")


def cut(path):
    """A converter's book cut for size: the third chapter goes on in a
    document of its own that the table of contents does not name and that
    has no heading; note marks as EPUB 2 writes them (a link to a place,
    in a superscript)."""
    z = start(path)
    z.writestr("META-INF/container.xml", container())
    title, paras = CHAPTERS[2]
    docs = [xhtml(t, p) for t, p in CHAPTERS[:2]]
    docs[1] = docs[1].replace(CHAPTERS[1][1][0], CHAPTERS[1][1][0] + '<a href="#fn1"><sup>[1]</sup></a>')
    docs.append(xhtml(title, paras[:1]))
    docs.append(xhtml("", paras[1:]).replace("<h2></h2>", ""))
    items = []
    for n, doc in enumerate(docs):
        z.writestr("OEBPS/index_split_%03d.html" % n, doc)
        items.append(("s%d" % n, "index_split_%03d.html" % n, "application/xhtml+xml", ""))
    links = [("index_split_%03d.html" % n, t) for n, (t, _) in enumerate(CHAPTERS)]
    spine_attr = write_toc(z, 2, links, items)
    z.writestr("OEBPS/content.opf", opf("2.0", items, ["s%d" % n for n in range(len(docs))], "", spine_attr))
    z.close()
    out = path + ".d"
    os.makedirs(out, exist_ok=True)
    for n, (title, paras) in enumerate(CHAPTERS, 1):
        with open(os.path.join(out, "%04d.txt" % n), "w", encoding="utf-8") as f:
            f.write("\n\n".join([title] + paras) + "\n")


def endnotes(path):
    """A chapter with a footnote amid its paragraphs, and an endnotes
    document (its heading 注释, the rest endnote asides) named by the nav."""
    z = start(path)
    z.writestr("META-INF/container.xml", container())
    title, paras = CHAPTERS[0]
    note = '<aside epub:type="footnote" id="f1"><p>脚注：烟尘，即尘土。</p></aside>\n'
    ref = '<a epub:type="noteref" href="#f1">1</a>'
    chapter = xhtml(title, [paras[0] + ref])
    images = ('<div><img src="../Images/map.png" alt="\n 长安城地图 "/></div>\n'
              '<p><img src="../Images/rule.png" alt=""/></p>\n')
    z.writestr("OEBPS/Text/ch1.xhtml",
               chapter.replace("</p>\n</body>",
                               "</p>\n%s<p>%s</p>\n%s</body>" % (note, paras[1], images)))
    endnote = '<aside epub:type="endnote" id="e1"><p>[1] 王朴：人名。</p></aside>'
    z.writestr("OEBPS/Text/notes.xhtml", xhtml("注释", []).replace("</h2>", "</h2>" + endnote))
    items = [("ch1", "Text/ch1.xhtml", "application/xhtml+xml", ""),
             ("notes", "Text/notes.xhtml", "application/xhtml+xml", "")]
    write_toc(z, 3, [("Text/ch1.xhtml", title), ("Text/notes.xhtml", "注释")], items)
    z.writestr("OEBPS/content.opf", opf("3.0", items, ["ch1", "notes"]))
    z.close()


def sections(path, version):
    """Each chapter's entry pointing at its heading, as pandoc writes them,
    and a section of the second chapter nested in its entry."""
    z = start(path)
    z.writestr("META-INF/container.xml", container())
    items, spine, texts = [], [], []
    for n, (title, paras) in enumerate(CHAPTERS, 1):
        extra = '<h3 id="s1">一 夜谈</h3>\n<p>两人谈到深夜。</p>\n' if n == 2 else ""
        z.writestr("OEBPS/Text/ch%d.xhtml" % n,
                   xhtml(title, paras, extra).replace("<h2>", '<h2 id="c%d">' % n))
        items.append(("ch%d" % n, "Text/ch%d.xhtml" % n, "application/xhtml+xml", ""))
        spine.append("ch%d" % n)
        texts.append([title] + paras + (["一 夜谈", "两人谈到深夜。"] if n == 2 else []))
    if version == 3:
        nav = "".join('<li><a href="Text/ch%d.xhtml#c%d">%s</a>%s</li>' %
                      (n, n, t, '<ol><li><a href="Text/ch2.xhtml#s1">一 夜谈</a></li></ol>'
                       if n == 2 else "") for n, (t, _) in enumerate(CHAPTERS, 1))
        z.writestr("OEBPS/nav.xhtml", '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" '
                   'xmlns:epub="http://www.idpf.org/2007/ops"><head><title>目录</title></head><body>'
                   '<nav epub:type="toc"><ol>%s</ol></nav></body></html>' % nav)
        items.append(("nav", "nav.xhtml", "application/xhtml+xml", ' properties="nav"'))
        spine_attr = ""
    else:
        points = "".join('<navPoint id="p%d"><navLabel><text>%s</text></navLabel>'
                         '<content src="Text/ch%d.xhtml#c%d"/>%s</navPoint>' %
                         (n, t, n, n, '<navPoint id="s1"><navLabel><text>一 夜谈</text></navLabel>'
                          '<content src="Text/ch2.xhtml#s1"/></navPoint>' if n == 2 else "")
                         for n, (t, _) in enumerate(CHAPTERS, 1))
        z.writestr("OEBPS/toc.ncx", '<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/'
                   'ncx/" version="2005-1"><head/><docTitle><text>测试之书</text></docTitle>'
                   '<navMap>%s</navMap></ncx>' % points)
        items.append(("ncx", "toc.ncx", "application/x-dtbncx+xml", ""))
        spine_attr = ' toc="ncx"'
    z.writestr("OEBPS/content.opf", opf("%d.0" % version, items, spine, "", spine_attr))
    z.close()
    out = path + ".d"
    os.makedirs(out, exist_ok=True)
    for n, text in enumerate(texts, 1):
        with open(os.path.join(out, "%04d.txt" % n), "w", encoding="utf-8") as f:
            f.write("\n\n".join(text) + "\n")


def legacy(path):
    """Chapters in legacy encodings that only an HTML <meta> names."""
    z = start(path)
    z.writestr("META-INF/container.xml", container())
    metas = [('big5', '<meta charset="big5"/>'),
             ('gbk', '<meta http-equiv="Content-Type" content="text/html; charset=GBK"/>')]
    items = []
    for n, (encoding, meta) in enumerate(metas, 1):
        doc = ('<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head>%s'
               '<title>第%d章</title></head>\n<body><h2>第%d章 風起</h2>\n'
               '<p>王樸看著遠處的煙塵，心裡一緊。</p></body></html>\n' % (meta, n, n))
        z.writestr("OEBPS/Text/ch%d.xhtml" % n, doc.encode(encoding))
        items.append(("ch%d" % n, "Text/ch%d.xhtml" % n, "application/xhtml+xml", ""))
    z.writestr("OEBPS/content.opf", opf("2.0", items, ["ch1", "ch2"]))
    z.close()


def missing(path):
    """epub2 whose second chapter is in the spine but not in the archive."""
    good(path, 2)
    with zipfile.ZipFile(path) as old:
        entries = [(i, old.read(i)) for i in old.infolist() if not i.filename.endswith("ch2.xhtml")]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for info, data in entries:
            z.writestr(info, data)


def one_chapter(path, body, name="OEBPS/Text/ch1.xhtml", href="Text/ch1.xhtml"):
    z = start(path)
    z.writestr("META-INF/container.xml", container())
    z.writestr("OEBPS/content.opf", opf("3.0", [("ch1", href, "application/xhtml+xml", "")], ["ch1"]))
    if isinstance(body, bytes) or body:
        z.writestr(zipfile.ZipInfo(name) if name else name, body, zipfile.ZIP_DEFLATED)
    return z


def ruby(path):
    """Pinyin ruby: words marked, and 龉 marked once of the twice it is there;
    an appendix out of the reading order (linear="no") marks 山门 too."""
    z = start(path)
    z.writestr("META-INF/container.xml", container())
    items = [("ch1", "Text/ch1.xhtml", "application/xhtml+xml", ""),
             ("notes", "Text/notes.xhtml", "application/xhtml+xml", "")]
    z.writestr("OEBPS/content.opf", opf("3.0", items, ["ch1", ("notes", ' linear="no"')]))
    z.writestr("OEBPS/Text/ch1.xhtml", xhtml("第一章 山门", [
        "山门上写着<ruby>青<rt>qīng</rt>云<rt>yún</rt>观<rt>guàn</rt></ruby>。",
        "他读到<ruby><rb>龃龉</rb><rp>(</rp><rt>jǔ yǔ</rt><rp>)</rp></ruby>二字，"
        "<ruby>龉<rt>yǔ</rt></ruby>字不识，四处观看。"]))
    z.writestr("OEBPS/Text/notes.xhtml", xhtml("附录", [
        "<ruby>山<rt>shān</rt>门<rt>mén</rt></ruby>：寺观的大门。"]))
    z.close()


def hostile(path, kind):
    plain = xhtml("第一章", ["正文。"])
    if kind == "dotdot":
        z = one_chapter(path, plain)
        z.writestr("../../evil.txt", "climbing out")
    elif kind == "absolute":
        z = one_chapter(path, plain)
        z.writestr(zipfile.ZipInfo("/tmp/evil.txt"), "absolute")
    elif kind in ("bomb", "bomb-lying"):
        # 128 MiB of spaces inside a paragraph, deflated to 130 KB
        z = one_chapter(path, None)
        info = zipfile.ZipInfo("OEBPS/Text/ch1.xhtml")
        info.compress_type = zipfile.ZIP_DEFLATED
        with z.open(info, "w", force_zip64=True) as f:
            f.write(b'<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><p>')
            block = b" " * (1 << 20)
            for _ in range(128):
                f.write(block)
            f.write(b"</p></body></html>")
        z.close()
        if kind == "bomb-lying":
            lie_about_size(path, "OEBPS/Text/ch1.xhtml")
        return
    elif kind == "laughs":
        lol = ('<?xml version="1.0"?>\n<!DOCTYPE html [\n <!ENTITY lol "lol">\n' +
               "".join(' <!ENTITY lol%d "%s">\n' % (i, ("&lol%d;" % (i - 1) if i > 1 else "&lol;") * 10)
                       for i in range(1, 10)) +
               ']>\n<html xmlns="http://www.w3.org/1999/xhtml"><body><p>&lol9;</p></body></html>\n')
        z = one_chapter(path, lol)
    elif kind == "xxe":
        z = one_chapter(path, '<?xml version="1.0"?>\n<!DOCTYPE html [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>\n'
                        '<html xmlns="http://www.w3.org/1999/xhtml"><body><p>&xxe;</p></body></html>\n')
    elif kind == "no-opf":
        z = start(path)
        z.writestr("META-INF/container.xml", container("OEBPS/missing.opf"))
        z.writestr("OEBPS/Text/ch1.xhtml", plain)
    elif kind == "huge":
        # one document of 60 million characters
        z = one_chapter(path, None)
        info = zipfile.ZipInfo("OEBPS/Text/ch1.xhtml")
        info.compress_type = zipfile.ZIP_DEFLATED
        with z.open(info, "w", force_zip64=True) as f:
            f.write('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body>'.encode())
            para = ("<p>" + "字" * 999 + "。</p>").encode()  # 1,000 characters
            for _ in range(60000):
                f.write(para)
            f.write(b"</body></html>")
    elif kind == "malformed":
        z = one_chapter(path, '<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml">\n'
                        '<body><p>未闭合的段落</body></html>\n')
    elif kind == "href-climb":
        z = one_chapter(path, plain, name="secret.xhtml", href="../../secret.xhtml")
    else:
        sys.exit("unknown kind " + kind)
    z.close()


def lie_about_size(path, name):
    """Rewrites the entry's uncompressed size to 1,000 bytes in both of its
    headers (and their ZIP64 fields), so that only a count kept while
    inflating can tell the truth."""
    data = bytearray(open(path, "rb").read())
    # signature, fixed length, where the uncompressed size is, where the name's length is
    for sig, fixed, size_at, lens_at in ((b"PK\3\4", 30, 22, 26), (b"PK\1\2", 46, 24, 28)):
        at = data.find(sig)
        while at >= 0:
            n, m = struct.unpack_from("<HH", data, at + lens_at)
            if data[at + fixed:at + fixed + n] == name.encode():
                if struct.unpack_from("<I", data, at + size_at)[0] != 0xFFFFFFFF:
                    struct.pack_into("<I", data, at + size_at, 1000)
                e, end = at + fixed + n, at + fixed + n + m
                while e + 4 <= end:  # a ZIP64 field holds the uncompressed size first
                    hid, hlen = struct.unpack_from("<HH", data, e)
                    if hid == 1:
                        struct.pack_into("<Q", data, e + 4, 1000)
                    e += 4 + hlen
            at = data.find(sig, at + 4)
    open(path, "wb").write(bytes(data))


if __name__ == "__main__":
    kind, out = sys.argv[1], sys.argv[2]
    if kind in ("epub3", "epub2"):
        good(out, 3 if kind == "epub3" else 2)
    elif kind == "contents":
        good(out, 3, contents_page=True)
    elif kind == "titlepage":
        good(out, 3, title_page=True)
    elif kind == "jacket":
        good(out, 2, jacket=True)
    elif kind == "unspined":
        good(out, 2, unspined=True)
    elif kind in ("onefile3", "onefile2"):
        one_file(out, 3 if kind == "onefile3" else 2)
    elif kind in ("sections3", "sections2"):
        sections(out, 3 if kind == "sections3" else 2)
    elif kind == "converted":
        converted(out)
    elif kind == "nested":
        nested(out)
    elif kind == "paraheads":
        nested(out, para_heads=True)
    elif kind == "cut":
        cut(out)
    elif kind == "endnotes":
        endnotes(out)
    elif kind == "ruby":
        ruby(out)
    elif kind == "legacy":
        legacy(out)
    elif kind == "missing":
        missing(out)
    else:
        hostile(out, kind)
