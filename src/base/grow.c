/* grow.c - an array's room for one more item (grow.h). */
#include "base/grow.h"
#include "base/err.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int grow_for_one(void *array, size_t n, size_t *alloc, size_t size, size_t first)
{
	if (n < *alloc)
		return 0;
	size_t more = *alloc ? 2 * *alloc : first;
	if (more > SIZE_MAX / size)
		return ERR_NOMEM;
	void *was, *v;
	memcpy(&was, array, sizeof(was)); /* an object pointer, through void * */
	if (!(v = realloc(was, more * size)))
		return ERR_NOMEM;
	memcpy(array, &v, sizeof(v));
	*alloc = more;
	return 0;
}
