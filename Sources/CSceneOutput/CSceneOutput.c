// See include/CSceneOutput.h.
#define _GNU_SOURCE
#include "CSceneOutput.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static scene_output_hook print_hook;
static FILE *original_stdout;
static int saved[3] = {-1, -1, -1};
// Read ends of the pipes now behind descriptors 1 and 2.
static int readers[3] = {-1, -1, -1};

static ssize_t hooked_write(void *cookie, const char *bytes, size_t count) {
  (void)cookie;
  if (print_hook && count > 0) print_hook(bytes, count);
  return (ssize_t)count;
}

static int make_pipe(int target) {
  int ends[2];
  if (pipe2(ends, O_CLOEXEC) != 0) return -1;
  // Room for what a scene writes between two looks (1 MiB where the system allows it).
  fcntl(ends[1], F_SETPIPE_SZ, 1 << 20);
  fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK);
  if (dup2(ends[1], target) < 0) {
    close(ends[0]);
    close(ends[1]);
    return -1;
  }
  close(ends[1]);
  return ends[0];
}

int scene_output_capture(scene_output_hook hook, int *saved_output, int *saved_error) {
  int output = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
  int error = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
  if (output < 0 || error < 0) {
    if (output >= 0) close(output);
    if (error >= 0) close(error);
    return -1;
  }
  cookie_io_functions_t functions = {NULL, hooked_write, NULL, NULL};
  FILE *stream = fopencookie(NULL, "w", functions);
  if (stream == NULL) {
    close(output);
    close(error);
    return -1;
  }
  setvbuf(stream, NULL, _IOLBF, 0);
  fflush(stdout);
  fflush(stderr);
  readers[1] = make_pipe(STDOUT_FILENO);
  readers[2] = make_pipe(STDERR_FILENO);
  print_hook = hook;
  original_stdout = stdout;
  stdout = stream;
  saved[1] = output;
  saved[2] = error;
  *saved_output = output;
  *saved_error = error;
  return 0;
}

ssize_t scene_output_read(int descriptor, void *buffer, size_t size) {
  if (descriptor < 1 || descriptor > 2 || readers[descriptor] < 0) return -1;
  ssize_t count;
  do {
    count = read(readers[descriptor], buffer, size);
  } while (count < 0 && errno == EINTR);
  return count < 0 ? 0 : count;
}

void scene_output_flush(void) { fflush(stdout); }

void scene_output_stop(void) {
  if (original_stdout == NULL) return;
  FILE *captured = stdout;
  fflush(captured);
  stdout = original_stdout;
  original_stdout = NULL;
  print_hook = NULL;
  fclose(captured);
  dup2(saved[1], STDOUT_FILENO);
  dup2(saved[2], STDERR_FILENO);
}
