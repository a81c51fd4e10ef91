/* err.h - error codes shared by every module.
 *
 * Functions return 0 on success or one of these negative codes; constructors
 * take an `int *err`.  Only src/cli/ turns a code into a message (err_str). */
#ifndef TINGSHU_ERR_H
#define TINGSHU_ERR_H

enum {
	ERR_OK = 0,
	ERR_NOMEM = -1,    /* out of memory */
	ERR_IO = -2,       /* a system call failed: see errno */
	ERR_ENCODING = -3, /* bytes that no supported encoding explains */
	ERR_BINARY = -4,   /* the file is not text */
	ERR_SYNTAX = -5,   /* a config file line that does not parse */
	ERR_UNKNOWN = -6,  /* a name (voice preset, option value) that does not exist */
	ERR_SYNTH = -7,    /* eSpeak NG refused */
	ERR_ENCODER = -8,  /* LAME or libsndfile refused */
	ERR_EMPTY = -9,    /* nothing to say */
	ERR_INTERRUPTED = -10, /* a signal asked us to stop */
	ERR_TOO_BIG = -11, /* input beyond what we accept */
	ERR_BUSY = -12,    /* another process holds the lock */
};

const char *err_str(int err);

#endif
