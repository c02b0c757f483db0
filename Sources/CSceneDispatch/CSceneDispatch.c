// See CSceneDispatch.h. Every definition of a libdispatch function here is weak: where
// libdispatch is linked statically its own strong one wins, and nothing is interposed.
#define _GNU_SOURCE
#include "CSceneDispatch.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <time.h>
#include <unistd.h>

typedef void *queue_t;
typedef void *group_t;
typedef uint64_t dispatch_time_value;
typedef void (*work_fn)(void *);

// A block literal as the Blocks ABI lays it out: calling `invoke(block)` runs it.
struct block_layout {
  void *isa;
  int flags;
  int reserved;
  void (*invoke)(void *);
};
extern void *_Block_copy(const void *);
extern void _Block_release(const void *);

extern const char *dispatch_queue_get_label(queue_t);
extern void dispatch_retain(void *);
extern void dispatch_release(void *);
extern dispatch_time_value dispatch_time(dispatch_time_value, int64_t);
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *);

static _Atomic int64_t in_flight;
static _Atomic int64_t real_sleep_ns;
static atomic_bool interposed;
static scene_dispatch_capture_hook capture_hook;
static scene_dispatch_run_hook run_hook;
static scene_dispatch_after_hook after_hook;
static int wake_descriptor = -1;
// Depth of counted blocks running on this thread: a sleep inside one is the scene's.
static _Thread_local int counted_depth;
static pthread_t main_thread;
static atomic_bool has_main_thread;

// Work on its way through a queue: the caller's function and argument, the context captured
// at submission, and whether it is counted.
struct pending {
  work_fn work;
  void *argument;
  void *token;
  bool counted;
  // Only for work an after hook holds: where it goes when due.
  queue_t queue;
};

#define RESOLVE(type, name)                                   \
  static type real_##name(void) {                             \
    static _Atomic(type) resolved;                            \
    type found = atomic_load(&resolved);                      \
    if (!found) {                                             \
      found = (type)dlsym(RTLD_NEXT, #name);                  \
      atomic_store(&resolved, found);                         \
    }                                                         \
    return found;                                             \
  }

typedef void (*async_f_type)(queue_t, void *, work_fn);
typedef void (*after_f_type)(dispatch_time_value, queue_t, void *, work_fn);
typedef void (*group_async_f_type)(group_t, queue_t, void *, work_fn);
typedef void (*group_notify_f_type)(group_t, queue_t, void *, work_fn);
RESOLVE(async_f_type, dispatch_async_f)
RESOLVE(async_f_type, dispatch_barrier_async_f)
RESOLVE(after_f_type, dispatch_after_f)
RESOLVE(group_async_f_type, dispatch_group_async_f)
RESOLVE(group_notify_f_type, dispatch_group_notify_f)

static bool is_shells_own(queue_t queue) {
  const char *label = queue ? dispatch_queue_get_label(queue) : NULL;
  return label && strncmp(label, "scenesh.", 8) == 0;
}

static void wake(void) {
  if (wake_descriptor < 0) return;
  uint64_t one = 1;
  ssize_t written = write(wake_descriptor, &one, sizeof one);
  (void)written;  // A full eventfd is already readable: the waiter wakes either way.
}

static struct pending *make_pending(queue_t queue, work_fn work, void *argument, bool counts) {
  struct pending *pending = malloc(sizeof *pending);
  if (!pending) abort();
  pending->work = work;
  pending->argument = argument;
  pending->counted = counts && !is_shells_own(queue);
  pending->token = pending->counted && capture_hook ? capture_hook() : NULL;
  pending->queue = NULL;
  if (pending->counted) atomic_fetch_add(&in_flight, 1);
  return pending;
}

static void finish_counted(void) {
  if (atomic_fetch_sub(&in_flight, 1) == 1) wake();
}

static void run_pending(void *context) {
  struct pending *pending = context;
  work_fn work = pending->work;
  void *argument = pending->argument;
  void *token = pending->token;
  bool counted = pending->counted;
  free(pending);
  if (counted) counted_depth += 1;
  if (token && run_hook) {
    run_hook(token, work, argument);
  } else {
    work(argument);
  }
  if (counted) {
    counted_depth -= 1;
    finish_counted();
  }
}

// A block submitted by address: run it, then release the copy taken at submission.
static void run_block(void *block) {
  ((struct block_layout *)block)->invoke(block);
  _Block_release(block);
}

// MARK: The interposed calls

__attribute__((weak)) void dispatch_async_f(queue_t queue, void *argument, work_fn work) {
  atomic_store_explicit(&interposed, true, memory_order_relaxed);
  real_dispatch_async_f()(queue, make_pending(queue, work, argument, true), run_pending);
}

__attribute__((weak)) void dispatch_async(queue_t queue, void *block) {
  dispatch_async_f(queue, _Block_copy(block), run_block);
}

__attribute__((weak)) void dispatch_barrier_async_f(queue_t queue, void *argument, work_fn work) {
  real_dispatch_barrier_async_f()(queue, make_pending(queue, work, argument, true), run_pending);
}

__attribute__((weak)) void dispatch_barrier_async(queue_t queue, void *block) {
  dispatch_barrier_async_f(queue, _Block_copy(block), run_block);
}

__attribute__((weak)) void dispatch_group_async_f(
    group_t group, queue_t queue, void *argument, work_fn work) {
  real_dispatch_group_async_f()(
      group, queue, make_pending(queue, work, argument, true), run_pending);
}

__attribute__((weak)) void dispatch_group_async(group_t group, queue_t queue, void *block) {
  dispatch_group_async_f(group, queue, _Block_copy(block), run_block);
}

// Counted from registration: between a group's last block returning and libdispatch pushing
// the notify block, nothing else would show that work is on its way.
__attribute__((weak)) void dispatch_group_notify_f(
    group_t group, queue_t queue, void *argument, work_fn work) {
  real_dispatch_group_notify_f()(
      group, queue, make_pending(queue, work, argument, true), run_pending);
}

__attribute__((weak)) void dispatch_group_notify(group_t group, queue_t queue, void *block) {
  dispatch_group_notify_f(group, queue, _Block_copy(block), run_block);
}

// Delayed work counts only once due: a 5 s timer is not work in flight. The after hook may take
// it instead (the shell's virtual clock times it, and `wait` releases it).
static void run_after_due(void *context) {
  struct pending *pending = context;
  pending->counted = !is_shells_own(pending->queue);
  if (pending->counted) atomic_fetch_add(&in_flight, 1);
  dispatch_release(pending->queue);
  pending->queue = NULL;
  run_pending(pending);
}

__attribute__((weak)) void dispatch_after_f(
    dispatch_time_value when, queue_t queue, void *argument, work_fn work) {
  struct pending *pending = make_pending(queue, work, argument, false);
  bool own = is_shells_own(queue);
  // Not counted yet, but its context travels with it all the same.
  pending->token = !own && capture_hook ? capture_hook() : NULL;
  dispatch_retain(queue);
  pending->queue = queue;
  if (!own && after_hook) {
    int64_t delay = 0;
    // Wall-clock deadlines (the high bit set) and "forever" are left to libdispatch.
    if ((int64_t)when >= 0) {
      dispatch_time_value now = dispatch_time(0, 0);
      delay = when > now ? (int64_t)(when - now) : 0;
      const char *label = dispatch_queue_get_label(queue);
      if (after_hook(delay, label ? label : "", pending)) return;
    }
  }
  real_dispatch_after_f()(when, queue, pending, run_after_due);
}

__attribute__((weak)) void dispatch_after(dispatch_time_value when, queue_t queue, void *block) {
  dispatch_after_f(when, queue, _Block_copy(block), run_block);
}

void scene_dispatch_submit_held(void *held) {
  struct pending *pending = held;
  pending->counted = true;
  atomic_fetch_add(&in_flight, 1);
  queue_t queue = pending->queue;
  pending->queue = NULL;
  real_dispatch_async_f()(queue, pending, run_pending);
  dispatch_release(queue);
}

static void nothing(void *argument) { (void)argument; }

void scene_dispatch_drop_held(void *held) {
  struct pending *pending = held;
  // The run hook releases the token; the work itself is a block copy or the caller's.
  if (pending->token && run_hook) run_hook(pending->token, nothing, NULL);
  if (pending->work == run_block) _Block_release(pending->argument);
  dispatch_release(pending->queue);
  free(pending);
}

// MARK: Sleeping

bool scene_dispatch_is_main_thread(void) {
  return atomic_load(&has_main_thread) && pthread_equal(pthread_self(), main_thread);
}

static void note_sleep(int64_t nanoseconds) {
  bool on_main = scene_dispatch_is_main_thread();
  if ((counted_depth > 0 || on_main) && nanoseconds > 0) {
    atomic_fetch_add(&real_sleep_ns, nanoseconds);
  }
}

typedef int (*nanosleep_type)(const struct timespec *, struct timespec *);
typedef int (*usleep_type)(useconds_t);
typedef unsigned (*sleep_type)(unsigned);
RESOLVE(nanosleep_type, nanosleep)
RESOLVE(usleep_type, usleep)
RESOLVE(sleep_type, sleep)

__attribute__((weak)) int nanosleep(const struct timespec *duration, struct timespec *remaining) {
  if (duration) note_sleep((int64_t)duration->tv_sec * 1000000000 + duration->tv_nsec);
  return real_nanosleep()(duration, remaining);
}

__attribute__((weak)) int usleep(useconds_t microseconds) {
  note_sleep((int64_t)microseconds * 1000);
  return real_usleep()(microseconds);
}

__attribute__((weak)) unsigned sleep(unsigned seconds) {
  note_sleep((int64_t)seconds * 1000000000);
  return real_sleep()(seconds);
}

// MARK: The shell's side

void scene_dispatch_install(
    scene_dispatch_capture_hook capture, scene_dispatch_run_hook run,
    scene_dispatch_after_hook after, int wake_fd) {
  capture_hook = capture;
  run_hook = run;
  after_hook = after;
  wake_descriptor = wake_fd;
  main_thread = pthread_self();
  atomic_store(&has_main_thread, true);
}

bool scene_dispatch_is_interposed(void) {
  return atomic_load_explicit(&interposed, memory_order_relaxed);
}

int64_t scene_dispatch_in_flight(void) { return atomic_load(&in_flight); }

int64_t scene_dispatch_take_real_sleep(void) { return atomic_exchange(&real_sleep_ns, 0); }

int scene_dispatch_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }

void scene_dispatch_drain_main_queue(void) { _dispatch_main_queue_callback_4CF(NULL); }

int scene_dispatch_make_eventfd(void) { return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK); }
