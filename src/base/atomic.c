#include "base/atomic.h"
#include "base/err.h"
#include "base/strbuf.h"
#include "base/tempfile.h"

#include <errno.h>
#include <stdio.h>
#include <unistd.h>

int atomic_write(const char *path, const void *data, size_t n)
{
	struct strbuf tmp;
	strbuf_init(&tmp);
	if (tempfile_name(&tmp, path))
		return ERR_NOMEM;
	int rc = tempfile_register(tmp.buf);
	FILE *f = rc ? NULL : fopen(tmp.buf, "wb");
	if (!rc && !f)
		rc = ERR_IO;
	if (f) {
		if (fwrite(data, 1, n, f) != n || fflush(f) || fsync(fileno(f)))
			rc = ERR_IO;
		if (fclose(f) && !rc)
			rc = ERR_IO;
		if (!rc && rename(tmp.buf, path))
			rc = ERR_IO;
		int saved = errno;
		if (rc)
			unlink(tmp.buf);
		errno = saved;
	}
	tempfile_forget(tmp.buf);
	strbuf_release(&tmp);
	return rc;
}

int atomic_remove(const char *path)
{
	return unlink(path) && errno != ENOENT ? ERR_IO : 0;
}
