/* zipfile.c - the only file that includes libzip's header. */
#include "text/zipfile.h"
#include "base/diag.h"
#include "base/err.h"
#include "base/strbuf.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zip.h>

/* An EPUB has a few hundred entries; a hundred thousand is an attack on the
 * central directory's reader, not a book. */
#define ZIPFILE_MAX_ENTRIES 100000
#define CHUNK_BYTES 65536

struct zipfile {
	zip_t *zip;
};

/* Absolute ("/x", "\x", "C:x") or with a ".." step ("../x", "a/../../x",
 * "..\x"): a name that could lead outside a folder it were extracted to. */
static int is_unsafe_name(const char *name)
{
	if (name[0] == '/' || name[0] == '\\' || (name[0] && name[1] == ':'))
		return 1;
	for (const char *p = name; *p;) {
		size_t n = strcspn(p, "/\\");
		if (n == 2 && p[0] == '.' && p[1] == '.')
			return 1;
		p += n;
		if (*p)
			p++;
	}
	return 0;
}

static int check_names(zip_t *zip, struct diag *d)
{
	zip_int64_t n = zip_get_num_entries(zip, 0);
	if (n > ZIPFILE_MAX_ENTRIES) {
		diag_add(d, 0, DIAG_ERROR, "%lld entries, more than %d: refused", (long long)n,
			 ZIPFILE_MAX_ENTRIES);
		return ERR_TOO_BIG;
	}
	for (zip_int64_t i = 0; i < n; i++) {
		const char *name = zip_get_name(zip, (zip_uint64_t)i, ZIP_FL_ENC_RAW);
		if (!name) {
			diag_add(d, 0, DIAG_ERROR, "entry %lld: %s", (long long)i,
				 zip_strerror(zip));
			return ERR_SYNTAX;
		}
		if (is_unsafe_name(name)) {
			diag_add(d, 0, DIAG_ERROR,
				 "entry '%s' is an absolute path or climbs out with '..': refused",
				 name);
			return ERR_SYNTAX;
		}
	}
	return 0;
}

/* A file libzip finds no archive in that starts with an entry's header was
 * cut short: the directory libzip looks for is at a ZIP's end. */
static int starts_as_zip(int fd)
{
	char head[4];
	return pread(fd, head, sizeof(head), 0) == (ssize_t)sizeof(head) &&
	       !memcmp(head, "PK\3\4", sizeof(head));
}

/* libzip's codes cannot tell a missing file from a broken one (an entry's
 * offset past the end reads as ZIP_ER_NOENT), so the file is opened here
 * and handed over: whatever libzip refuses then is the archive's fault. */
struct zipfile *zipfile_open(const char *path, struct diag *d, int *err)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		*err = ERR_IO;
		return NULL;
	}
	int zerr = 0;
	zip_t *zip = zip_fdopen(fd, ZIP_CHECKCONS, &zerr);
	if (!zip) {
		zip_error_t e;
		zip_error_init_with_code(&e, zerr);
		if (zerr == ZIP_ER_NOZIP && starts_as_zip(fd))
			diag_add(d, 0, DIAG_ERROR, "cut short: a ZIP archive whose end (the "
				 "directory of its files) is missing; download or copy it again");
		else
			diag_add(d, 0, DIAG_ERROR, "not a readable ZIP archive: %s",
				 zerr == ZIP_ER_NOENT ? "its directory points outside the file" :
							 zip_error_strerror(&e));
		close(fd); /* still ours when libzip refuses it */
		zip_error_fini(&e);
		*err = zerr == ZIP_ER_MEMORY ? ERR_NOMEM : ERR_SYNTAX;
		return NULL;
	}
	struct zipfile *z = NULL;
	if ((*err = check_names(zip, d)) || !(z = malloc(sizeof(*z)))) {
		if (!*err)
			*err = ERR_NOMEM;
		zip_discard(zip);
		return NULL;
	}
	z->zip = zip;
	return z;
}

int zipfile_has(struct zipfile *z, const char *name)
{
	return zip_name_locate(z->zip, name, ZIP_FL_ENC_RAW) >= 0;
}

static int too_big(struct diag *d, const char *name, size_t max)
{
	diag_add(d, 0, DIAG_ERROR, "'%s' inflates to more than %zu MiB: refused", name,
		 max >> 20 ? max >> 20 : 1);
	return ERR_TOO_BIG;
}

int zipfile_read(struct zipfile *z, const char *name, size_t max, struct strbuf *out,
		 struct diag *d)
{
	zip_int64_t i = zip_name_locate(z->zip, name, ZIP_FL_ENC_RAW);
	if (i < 0)
		return ERR_UNKNOWN;
	zip_stat_t st;
	if (zip_stat_index(z->zip, (zip_uint64_t)i, ZIP_FL_ENC_RAW, &st)) {
		diag_add(d, 0, DIAG_ERROR, "'%s': %s", name, zip_strerror(z->zip));
		return ERR_SYNTAX;
	}
	if ((st.valid & ZIP_STAT_ENCRYPTION_METHOD) && st.encryption_method != ZIP_EM_NONE) {
		diag_add(d, 0, DIAG_ERROR, "'%s' is encrypted: cannot be read", name);
		return ERR_SYNTAX;
	}
	/* a size declared too big is refused at once; one declared small is
	 * not believed: the count below is what holds */
	if ((st.valid & ZIP_STAT_SIZE) && st.size > max)
		return too_big(d, name, max);
	zip_file_t *f = zip_fopen_index(z->zip, (zip_uint64_t)i, 0);
	if (!f) {
		diag_add(d, 0, DIAG_ERROR, "'%s': %s", name, zip_strerror(z->zip));
		return ERR_SYNTAX;
	}
	size_t total = 0;
	int rc = 0;
	for (;;) {
		if ((rc = strbuf_grow(out, CHUNK_BYTES)))
			break;
		zip_int64_t n = zip_fread(f, out->buf + out->len, CHUNK_BYTES);
		if (n < 0) {
			diag_add(d, 0, DIAG_ERROR, "'%s': %s", name, zip_file_strerror(f));
			rc = ERR_SYNTAX;
			break;
		}
		if (n == 0)
			break;
		total += (size_t)n;
		out->len += (size_t)n;
		out->buf[out->len] = '\0';
		if (total > max) {
			rc = too_big(d, name, max);
			break;
		}
	}
	zip_fclose(f);
	return rc;
}

void zipfile_close(struct zipfile *z)
{
	if (!z)
		return;
	zip_discard(z->zip);
	free(z);
}
