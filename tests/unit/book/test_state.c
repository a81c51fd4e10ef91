/* state_read: a state file read, and out of memory told from a bad file. */
#include "base/err.h"
#include "book/state.h"
#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

static char out[256], path[272];

static void put(const char *head, size_t title_bytes)
{
	FILE *f = fopen(path, "w");
	if (!f)
		return;
	fputs(head, f);
	for (size_t i = 0; i < title_bytes; i++)
		putc('x', f);
	fputs("\n", f);
	fclose(f);
}

/* state_read of a title line of 64 MB with 16 MB of address space to
 * spare, in a child: its result as the exit code. */
static int read_short_of_memory(void)
{
	put("1 2.5 3 4 5\n", 64u << 20);
	pid_t pid = fork();
	if (pid == 0) {
		unsigned long long pages = 0;
		FILE *f = fopen("/proc/self/statm", "r");
		if (!f || fscanf(f, "%llu", &pages) != 1)
			_exit(100);
		fclose(f);
		rlim_t room = (rlim_t)(pages * (unsigned long long)sysconf(_SC_PAGESIZE) + (16u << 20));
		struct rlimit r = { room, room };
		if (setrlimit(RLIMIT_AS, &r))
			_exit(101);
		struct out_state st;
		int rc = state_read(out, &st);
		if (!rc)
			state_release(&st);
		_exit(-rc);
	}
	int status = 0;
	if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return 1;
	return -WEXITSTATUS(status);
}

int main(void)
{
	const char *tmp = getenv("TMPDIR");
	snprintf(out, sizeof out, "%s/ts-state-XXXXXX", tmp ? tmp : "/tmp");
	int fd = mkstemp(out);
	CHECK(fd >= 0);
	if (fd < 0)
		return 1;
	close(fd);
	snprintf(path, sizeof path, "%s.state", out);

	struct out_state st;
	put("1 2.5 3 4 5\n", 5);
	CHECK_INT(state_read(out, &st), 0);
	CHECK_STR(st.title, "xxxxx");
	state_release(&st);
	put("nothing here\n", 0);
	CHECK_INT(state_read(out, &st), ERR_SYNTAX);
#if !defined(__SANITIZE_ADDRESS__)
	/* a line longer than memory is out of memory, not a bad file */
	CHECK_INT(read_short_of_memory(), ERR_NOMEM);
#endif
	unlink(path);
	unlink(out);
	return check_done();
}
