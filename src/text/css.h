/* css.h - what an EPUB's styles hide: the watermarks sites slip into a
 * sentence (盗版必究) in an element that a style keeps off the page. */
#ifndef TINGSHU_CSS_H
#define TINGSHU_CSS_H

#include <stddef.h>

struct strbuf;

/* Whether the declarations decl[0..n) (a style attribute, or a rule's
 * inside its braces) hide their element: display:none, visibility:hidden. */
int css_hides(const char *decl, size_t n);
/* Appends to out, each after a space, the classes that a rule of the style
 * sheet css[0..n) hides with a selector of that class alone (.wm, span.wm;
 * not .box .wm, nor in an @media block).  Returns 0 or ERR_NOMEM. */
int css_hidden_classes(const char *css, size_t n, struct strbuf *out);

#endif
