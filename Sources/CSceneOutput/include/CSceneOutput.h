// What scene code writes to the standard output and error, taken before it reaches them, so
// that the shell prints it where it happened, escaped, as lines of their own.
//
// `print` and `debugPrint` write to stdio's `stdout`, which becomes a line-buffered stream whose
// every complete line goes to a hook, on the thread that printed and at the moment it did (the
// hop it ran in is known then). Writes straight to the descriptors (FileHandle.standardError,
// NSLog, the Swift runtime's fatal messages) go into pipes the shell reads when it is about to
// print, and when a command has settled. The shell's own output goes to copies of the original
// descriptors.

#ifndef CSCENE_OUTPUT_H
#define CSCENE_OUTPUT_H

#include <stddef.h>
#include <sys/types.h>

/// Receives `count` bytes `print` wrote, ending with a line break (or at the end of the
/// session, without one).
typedef void (*scene_output_hook)(const char *bytes, size_t count);

/// Starts capturing. Returns 0 and the copies of the original descriptors in `saved_output`
/// and `saved_error`, or -1 (errno set) with nothing changed.
int scene_output_capture(scene_output_hook hook, int *saved_output, int *saved_error);

/// Reads what was written straight to descriptor 1 (`descriptor` 1) or 2 (2) and is still
/// unread, without waiting: the byte count, 0 when there is nothing, -1 before a capture.
/// Async-signal-safe.
ssize_t scene_output_read(int descriptor, void *buffer, size_t size);

/// Writes out what `print` left without a line break.
void scene_output_flush(void);

/// Stops capturing: `stdout` and descriptors 1 and 2 are the originals again, so that what is
/// written as the process exits (a sanitizer's report) reaches them.
void scene_output_stop(void);

#endif
