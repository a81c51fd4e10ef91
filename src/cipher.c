#include "cipher.h"
#include "charlm.h"
#include "err.h"

int cipher_solve(const int32_t *cps, size_t n, struct cipher_pair *out, size_t max,
		 double *evidence)
{
	(void)cps; (void)n; (void)out; (void)max;
	*evidence = 0;
	return 0;
}
