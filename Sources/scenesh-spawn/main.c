// Runs one program (with any arguments after it) with "quit\n" on its standard input and
// prints, on one line, its wall time in microseconds and its peak resident memory in KiB.
//
// Why C and why a separate process: Linux keeps the highest resident size a process had across
// exec, and posix_spawn (what Swift's Process and scenesh-bench use) starts the child in its
// parent's address space, so every child measured from the benchmark would report at least the
// benchmark's own ~26 MiB. Forked from this small program, a child starts near 1 MiB.

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: scenesh-spawn PROGRAM [ARGUMENT...]\n");
    return 64;
  }
  int input[2];
  if (pipe(input) != 0) {
    perror("scenesh-spawn: pipe");
    return 1;
  }
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pid_t child = fork();
  if (child < 0) {
    perror("scenesh-spawn: fork");
    return 1;
  }
  if (child == 0) {
    int null = open("/dev/null", O_WRONLY);
    dup2(input[0], 0);
    dup2(null, 1);
    dup2(null, 2);
    close(input[0]);
    close(input[1]);
    close(null);
    execv(argv[1], argv + 1);
    _exit(127);
  }
  close(input[0]);
  if (write(input[1], "quit\n", 5) != 5) {
    perror("scenesh-spawn: write");
  }
  close(input[1]);
  int status = 0;
  struct rusage usage;
  while (wait4(child, &status, 0, &usage) < 0) {
    if (errno != EINTR) {
      perror("scenesh-spawn: wait4");
      return 1;
    }
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  long micros = (end.tv_sec - start.tv_sec) * 1000000L + (end.tv_nsec - start.tv_nsec) / 1000;
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    fprintf(stderr, "scenesh-spawn: %s did not exit 0\n", argv[1]);
    return 1;
  }
  printf("%ld %ld\n", micros, usage.ru_maxrss);
  return 0;
}
