/* dirlist.c - the names in a folder that a filter keeps, sorted as a reader
 * counts (dirlist.h). */
#include "base/dirlist.h"
#include "base/err.h"
#include "base/grow.h"
#include "base/utf8.h"

#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A Chinese numeral character's digit (0-9), its unit (10, 100, 1000,
 * 10000) as a negative, or INT32_MIN for none. */
static int32_t numeral(int32_t cp)
{
	static const char digits[] = "零一二三四五六七八九";
	size_t len;
	for (size_t i = 0, k = 0; digits[i]; i += len, k++)
		if (utf8_decode(digits + i, sizeof(digits) - 1 - i, &len) == cp)
			return (int32_t)k;
	switch (cp) {
	case 0x3007: /* 〇 */
		return 0;
	case 0x4E24: /* 两 */
		return 2;
	case 0x5341: /* 十 */
		return -10;
	case 0x767E: /* 百 */
		return -100;
	case 0x5343: /* 千 */
		return -1000;
	case 0x4E07: /* 万 */
		return -10000;
	}
	return INT32_MIN;
}

/* The number at s (ASCII digits, or a Chinese numeral: 十一, 一百零三,
 * 二〇二三) and where it ends (*end); *end == s when none is there. */
static uint64_t number_at(const char *s, const char **end)
{
	uint64_t v = 0;
	*end = s;
	if (*s >= '0' && *s <= '9') {
		while (**end >= '0' && **end <= '9' && v < UINT64_MAX / 10)
			v = v * 10 + (uint64_t)(*(*end)++ - '0');
		return v;
	}
	uint64_t total = 0, section = 0, digit = 0, plain = 0;
	int units = 0;
	size_t len;
	int32_t k;
	while (**end && (k = numeral(utf8_decode(*end, strlen(*end), &len))) != INT32_MIN) {
		if (k >= 0) {
			digit = (uint64_t)k;
			plain = plain < UINT64_MAX / 10 ? plain * 10 + digit : plain;
		} else if (k == -10000) {
			total = (total + section + digit) * 10000;
			section = digit = 0;
			units = 1;
		} else {
			section += (digit || k != -10 ? digit : 1) * (uint64_t)-k; /* 十一 is 11 */
			digit = 0;
			units = 1;
		}
		*end += len;
	}
	return units ? total + section + digit : plain;
}

int dirlist_compare(const char *a, const char *b)
{
	const char *whole_a = a, *whole_b = b;
	while (*a && *b) {
		const char *ea, *eb;
		uint64_t va = number_at(a, &ea), vb = number_at(b, &eb);
		if (ea != a && eb != b) {
			if (va != vb)
				return va < vb ? -1 : 1;
			a = ea, b = eb;
			continue;
		}
		size_t la, lb;
		int32_t ca = utf8_decode(a, strlen(a), &la), cb = utf8_decode(b, strlen(b), &lb);
		if (ca != cb || la != lb)
			break;
		a += la, b += lb;
	}
	int c = strcmp(a, b);
	return c ? c : strcmp(whole_a, whole_b);
}

static int compare_names(const void *pa, const void *pb)
{
	return dirlist_compare(*(char *const *)pa, *(char *const *)pb);
}

int dirlist_read(const char *dir, int (*keep)(const char *name), char ***names, size_t *n)
{
	*names = NULL;
	*n = 0;
	DIR *dh = opendir(dir);
	if (!dh)
		return ERR_IO;
	size_t alloc = 0;
	int rc = 0;
	struct dirent *e;
	while (!rc && (e = readdir(dh))) {
		if (!keep(e->d_name))
			continue;
		if (grow_for_one(names, *n, &alloc, sizeof(**names), 32)) {
			rc = ERR_NOMEM;
			break;
		}
		if (!((*names)[*n] = strdup(e->d_name)))
			rc = ERR_NOMEM;
		else
			(*n)++;
	}
	closedir(dh);
	if (*n)
		qsort(*names, *n, sizeof(**names), compare_names);
	if (rc) {
		dirlist_free(*names, *n);
		*names = NULL;
		*n = 0;
	}
	return rc;
}

int dirlist_ends_in(const char *name, const char *suffix)
{
	size_t n = strlen(name), k = strlen(suffix);
	return n > k && !strcmp(name + n - k, suffix);
}

void dirlist_free(char **names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
}
