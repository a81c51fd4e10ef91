/* tingshu - the command line: subcommand dispatch. */
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "--version")) {
		printf("tingshu %s\n", TINGSHU_VERSION);
		return 0;
	}
	return 2;
}
