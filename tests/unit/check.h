/* check.h - the smallest unit-test harness: CHECK and friends count, and
 * check_done() prints `N passed, N failed` for tests/run.sh to add up. */
#ifndef TINGSHU_CHECK_H
#define TINGSHU_CHECK_H

#include <stdio.h>
#include <string.h>

static int check_passed, check_failed;

#define CHECK(cond) check_report(!!(cond), #cond, __FILE__, __LINE__)
#define CHECK_INT(a, b) check_int((long long)(a), (long long)(b), #a, __FILE__, __LINE__)
#define CHECK_STR(a, b) check_str((a), (b), #a, __FILE__, __LINE__)

static inline int check_report(int ok, const char *what, const char *file, int line)
{
	if (ok) {
		check_passed++;
	} else {
		check_failed++;
		fprintf(stderr, "%s:%d: check failed: %s\n", file, line, what);
	}
	return ok;
}

static inline int check_int(long long a, long long b, const char *what, const char *file, int line)
{
	if (a != b)
		fprintf(stderr, "%s:%d: %s is %lld, expected %lld\n", file, line, what, a, b);
	return check_report(a == b, what, file, line);
}

static inline int check_str(const char *a, const char *b, const char *what, const char *file,
			    int line)
{
	int ok = a && b && !strcmp(a, b);
	if (!ok)
		fprintf(stderr, "%s:%d: %s is \"%s\", expected \"%s\"\n", file, line, what,
			a ? a : "(null)", b ? b : "(null)");
	return check_report(ok, what, file, line);
}

static inline int check_done(void)
{
	printf("%d passed, %d failed\n", check_passed, check_failed);
	return check_failed ? 1 : 0;
}

#endif
