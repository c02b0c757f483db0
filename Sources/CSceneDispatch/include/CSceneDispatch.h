// Grand Central Dispatch as the shell sees it: the main queue's descriptor and drain call, and
// a count of the blocks in flight on every queue.
//
// libdispatch has no introspection hooks, so this target *interposes* the submitting calls
// (`dispatch_async`, `dispatch_after`, `dispatch_group_async`, `dispatch_barrier_async`, their
// `_f` forms, `dispatch_group_notify`): a program that links it defines them, weakly, and the
// dynamic linker binds every caller in the process (the Dispatch overlay, Foundation,
// URLSession) to them. Each forwards to libdispatch's own through `dlsym(RTLD_NEXT, …)`,
// wrapping the work so that the count goes up when it is submitted and down when it returns.
// What libdispatch submits itself (the calls come from its own code) is passed on uncounted;
// a block made by `dispatch_block_create` (a `DispatchWorkItem`, `async(qos:flags:)`, an
// `OperationQueue`'s operation) is passed on unchanged, so that its flags hold, and counted
// until libdispatch says it has run; the block it is made from is wrapped at creation instead,
// so that the creator's context travels with it.
// `dispatch_sync` to the main queue from a job (every job runs on the main thread here) runs
// the main queue's earlier blocks, then the block, in place, instead of waiting for ever.
//
// Where libdispatch is linked statically (`--static-swift-stdlib`), libdispatch's strong
// definitions win over these weak ones at link time. Linked with `--wrap=NAME` for each of them
// (STATIC_WRAP in the Makefile), the program's calls reach the same code under `__wrap_NAME`,
// which forwards to `__real_NAME`. Without those flags nothing is interposed, the count stays
// 0, and `scene_dispatch_is_interposed()` says so.

#ifndef CSCENE_DISPATCH_H
#define CSCENE_DISPATCH_H

#include <stdbool.h>
#include <stdint.h>

/// Opaque: a `dispatch_queue_t`, an unretained pointer as libdispatch passes it.
typedef void *scene_dispatch_queue;

/// Returns a token standing for the submitter's context (retained), or NULL for none. Called on
/// the submitting thread, at submission.
typedef void *_Nullable (*scene_dispatch_capture_hook)(void);

/// Runs `work(argument)` inside the context `token` names, then releases the token. Called on
/// the thread that runs the block.
typedef void (*scene_dispatch_run_hook)(
    void *_Nonnull token, void (*_Nonnull work)(void *_Nullable), void *_Nullable argument);

/// Offered every `dispatch_after` first: returns true when it took the work (it will submit it
/// later with `scene_dispatch_submit_held`, or drop it with `scene_dispatch_drop_held`); false
/// lets libdispatch time it. `delay_ns` is the delay from now; `label` the queue's label.
typedef bool (*scene_dispatch_after_hook)(
    int64_t delay_ns, const char *_Nonnull label, void *_Nonnull held);

/// Installs the hooks, and the eventfd written whenever the count falls to zero (so a waiting
/// run loop looks again). Any may be NULL. Call once, before other threads exist.
void scene_dispatch_install(
    scene_dispatch_capture_hook _Nullable capture, scene_dispatch_run_hook _Nullable run,
    scene_dispatch_after_hook _Nullable after, int wake_fd);

/// The queue the counted block running on this thread was sent to, retained; NULL outside
/// one. For code that must answer on the queue that called it (a URLProtocol's client).
void *_Nullable scene_dispatch_copy_current_queue(void);

/// The queue of the counted block running on this thread (NULL outside one), not retained: an
/// identity to compare, read by a crash handler on the crashed thread.
const void *_Nullable scene_dispatch_current_queue_identity(void);

/// The label of that queue, or NULL.
const char *_Nullable scene_dispatch_current_queue_label(void);

/// Sends `work(context)` to `queue` (one `scene_dispatch_copy_current_queue` returned) and
/// releases the queue.
void scene_dispatch_async_and_release(
    void *_Nonnull queue, void *_Nullable context, void (*_Nonnull work)(void *_Nullable));

/// Runs `work(context)` on `queue` (one `scene_dispatch_copy_current_queue` returned) and
/// waits for it, as `dispatch_sync` does: on the calling thread, once the queue's earlier
/// blocks have run and none of its blocks runs beside it. Then releases the queue.
void scene_dispatch_sync_and_release(
    void *_Nonnull queue, void *_Nullable context, void (*_Nonnull work)(void *_Nullable));

/// The next place in the one order of Swift jobs and main-queue blocks (from 1).
uint64_t scene_dispatch_next_sequence(void);

/// The place of the latest block sent to the main queue; 0 for none yet.
uint64_t scene_dispatch_main_submitted(void);

/// Whether a Swift job is running on the main thread now (the executor says so around each).
void scene_dispatch_set_running_job(bool running);

/// True while the executor runs a Swift job (not a main-queue block or a run loop pass).
bool scene_dispatch_is_running_job(void);

/// How many counted blocks have returned, ever: a change says GCD work happened.
uint64_t scene_dispatch_completed(void);

/// True once a `dispatch_async` of this process went through this target (checked by
/// submitting an empty block): false in a statically linked program.
bool scene_dispatch_is_interposed(void);

/// Blocks submitted and not yet returned, on every queue but those labelled `scenesh.…` (the
/// shell's own). A `dispatch_after` counts once it is due (or once the after hook submits it).
int64_t scene_dispatch_in_flight(void);

/// Submits, now, work an after hook took (to the queue it named; the count goes up).
void scene_dispatch_submit_held(void *_Nonnull held);

/// Frees work an after hook took without running it (the shell is quitting).
void scene_dispatch_drop_held(void *_Nonnull held);

/// True on the thread that called `scene_dispatch_install` (the executor's, the main thread).
bool scene_dispatch_is_main_thread(void);

/// Real time slept (nanosleep, usleep, sleep) inside counted blocks or on the main thread since
/// the last call, in nanoseconds; resets it.
int64_t scene_dispatch_take_real_sleep(void);

/// A new non-blocking, close-on-exec eventfd (Glibc's overlay does not bring `eventfd` to
/// Swift); -1 with errno set on failure.
int scene_dispatch_make_eventfd(void);

/// The main queue's eventfd (readable while main-queue work is enqueued) and the call that runs
/// what is enqueued so far: CoreFoundation's own pair, which libdispatch exports for it.
int scene_dispatch_main_queue_descriptor(void);
void scene_dispatch_drain_main_queue(void);

/// The executor the calling code runs on, as the Swift runtime knows it: its identity (0 for
/// the generic, nonisolated one; a default actor's is the actor itself) and its implementation
/// word (0 for a default actor).
typedef struct {
  const void *_Nullable identity;
  uintptr_t implementation;
} scene_dispatch_executor;

scene_dispatch_executor scene_dispatch_current_executor(void);

#endif
