#include "base/err.h"

const char *err_str(int err)
{
	switch (err) {
	case ERR_OK: return "success";
	case ERR_NOMEM: return "out of memory";
	case ERR_IO: return "input/output error";
	case ERR_ENCODING: return "text in no supported encoding";
	case ERR_BINARY: return "not a text file";
	case ERR_SYNTAX: return "syntax error";
	case ERR_UNKNOWN: return "unknown name";
	case ERR_SYNTH: return "speech synthesis failed";
	case ERR_ENCODER: return "audio encoding failed";
	case ERR_EMPTY: return "nothing to read";
	case ERR_INTERRUPTED: return "interrupted";
	case ERR_TOO_BIG: return "input too large";
	case ERR_BUSY: return "in use by another process";
	}
	return "unknown error";
}
