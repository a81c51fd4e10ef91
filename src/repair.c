/* repair.c - interim: no chapter is judged scrambled.  The repair stage
 * replaces this. */
#include "repair.h"

#include <string.h>

int repair_text(struct text *t, const char *user_table, struct repair_report *rep,
		struct diag *d)
{
	(void)t;
	(void)user_table;
	(void)d;
	memset(rep, 0, sizeof(*rep));
	return 0;
}
