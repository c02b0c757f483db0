// See CSceneDispatch.h. Every definition of a libdispatch function here is weak: where
// libdispatch is linked statically its own strong one wins, and only the `__wrap_` names below
// (a link with STATIC_WRAP's flags) reach this file.
#define _GNU_SOURCE
#include "CSceneDispatch.h"

#include <dlfcn.h>
#include <link.h>
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
struct block_descriptor {
  unsigned long reserved;
  unsigned long size;
};
struct block_layout {
  void *isa;
  int flags;
  int reserved;
  void (*invoke)(void *);
  struct block_descriptor *descriptor;
};
extern void *_Block_copy(const void *);
extern void _Block_release(const void *);
extern void *_NSConcreteGlobalBlock[32];
// A global block: never copied, never freed (the Blocks ABI's BLOCK_IS_GLOBAL).
#define BLOCK_IS_GLOBAL (1 << 28)

extern const char *dispatch_queue_get_label(queue_t);
extern void dispatch_retain(void *);
extern void dispatch_release(void *);
extern dispatch_time_value dispatch_time(dispatch_time_value, int64_t);
extern queue_t dispatch_get_global_queue(long, unsigned long);
// Not interposed: called directly, wherever libdispatch is.
extern void dispatch_block_notify(void *, queue_t, void *);
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *);
// The main queue: `dispatch_get_main_queue()` is its address.
extern char _dispatch_main_q;

static _Atomic int64_t in_flight;
// One order for Swift jobs and main-queue blocks: the executor numbers each job it is given,
// and here the latest block sent to the main queue is numbered, so a block sent before a job
// runs before it.
static _Atomic uint64_t sequence;
static _Atomic uint64_t main_submitted;
static _Atomic uint64_t completed;
static _Atomic int64_t real_sleep_ns;
static atomic_bool interposed;
static _Atomic(scene_dispatch_capture_hook) capture_hook;
static _Atomic(scene_dispatch_run_hook) run_hook;
static _Atomic(scene_dispatch_after_hook) after_hook;
static atomic_int wake_descriptor = -1;
static atomic_bool running_job;
// Depth of counted blocks running on this thread: a sleep inside one is the scene's.
static _Thread_local int counted_depth;
static pthread_t main_thread;
static atomic_bool has_main_thread;
// libdispatch's main queue (`dispatch_get_main_queue()` is its address).
static queue_t main_queue;
// Where libdispatch's own code is mapped: what it submits itself (a DispatchIO channel's
// reads, the groups behind `DispatchWorkItem.notify`) is its business, never counted.
static uintptr_t libdispatch_start, libdispatch_end;
// What `dispatch_block_create` blocks (DispatchWorkItem, `async(qos:flags:)`) run through:
// such a block carries its flags (a barrier, a QoS) inside it, so it is passed on unchanged.
static void (*special_invoke)(void *);

// Work on its way through a queue: the caller's function and argument, the context captured
// at submission, and whether it is counted.
struct pending {
  work_fn work;
  void *argument;
  void *token;
  bool counted;
  // Only for work an after hook holds: where it goes when due.
  queue_t queue;
  // Where it was sent, for `scene_dispatch_copy_current_queue` while it runs.
  queue_t target;
};

// The queue of the counted block running on this thread, if any.
static _Thread_local queue_t current_queue;

// The real function: the linker's `__real_` alias when the build wraps the call (a static
// build, see STATIC_WRAP in the Makefile: `--wrap=NAME` sends the program's calls to
// `__wrap_NAME` below and `__real_NAME` to libdispatch's own), else the next definition after
// this one (libdispatch's shared library).
#define RESOLVE(type, name)                                   \
  extern char __real_##name __attribute__((weak));            \
  static type real_##name(void) {                             \
    static _Atomic(type) resolved;                            \
    type found = atomic_load(&resolved);                      \
    if (!found) {                                             \
      found = &__real_##name ? (type)(void *)&__real_##name   \
                             : (type)dlsym(RTLD_NEXT, #name); \
      atomic_store(&resolved, found);                         \
    }                                                         \
    return found;                                             \
  }

typedef void (*async_f_type)(queue_t, void *, work_fn);
typedef void (*async_type)(queue_t, void *);
typedef void (*after_f_type)(dispatch_time_value, queue_t, void *, work_fn);
typedef void (*group_async_f_type)(group_t, queue_t, void *, work_fn);
typedef void (*group_async_type)(group_t, queue_t, void *);
RESOLVE(async_f_type, dispatch_async_f)
RESOLVE(async_type, dispatch_async)
RESOLVE(async_f_type, dispatch_barrier_async_f)
RESOLVE(async_type, dispatch_barrier_async)
RESOLVE(async_f_type, dispatch_sync_f)
RESOLVE(after_f_type, dispatch_after_f)
RESOLVE(group_async_f_type, dispatch_group_async_f)
RESOLVE(group_async_type, dispatch_group_async)
RESOLVE(group_async_f_type, dispatch_group_notify_f)

static bool is_shells_own(queue_t queue) {
  const char *label = queue ? dispatch_queue_get_label(queue) : NULL;
  return label && strncmp(label, "scenesh.", 8) == 0;
}

static bool from_libdispatch(void *caller) {
  uintptr_t address = (uintptr_t)caller;
  return address >= libdispatch_start && address < libdispatch_end;
}

bool scene_dispatch_is_main_thread(void) {
  return atomic_load(&has_main_thread) && pthread_equal(pthread_self(), main_thread);
}

static void wake(void) {
  int descriptor = atomic_load(&wake_descriptor);
  if (descriptor < 0) return;
  uint64_t one = 1;
  ssize_t written = write(descriptor, &one, sizeof one);
  (void)written;  // A full eventfd is already readable: the waiter wakes either way.
}

static void *capture(void) {
  scene_dispatch_capture_hook hook = atomic_load(&capture_hook);
  return hook ? hook() : NULL;
}

uint64_t scene_dispatch_next_sequence(void) { return atomic_fetch_add(&sequence, 1) + 1; }

uint64_t scene_dispatch_main_submitted(void) { return atomic_load(&main_submitted); }

static void note_submission(queue_t queue) {
  if (queue && queue == main_queue) atomic_store(&main_submitted, scene_dispatch_next_sequence());
}

static struct pending *make_pending(queue_t queue, work_fn work, void *argument, bool counts) {
  note_submission(queue);
  struct pending *pending = malloc(sizeof *pending);
  if (!pending) abort();
  pending->work = work;
  pending->argument = argument;
  pending->counted = counts && !is_shells_own(queue);
  pending->token = pending->counted ? capture() : NULL;
  pending->queue = NULL;
  pending->target = queue;
  if (pending->counted) atomic_fetch_add(&in_flight, 1);
  return pending;
}

static void finish_counted(void) {
  atomic_fetch_add(&completed, 1);
  if (atomic_fetch_sub(&in_flight, 1) == 1) wake();
}

static void run_in_context(void *token, work_fn work, void *argument) {
  scene_dispatch_run_hook hook = atomic_load(&run_hook);
  if (token && hook) {
    hook(token, work, argument);
  } else {
    work(argument);
  }
}

static void run_pending(void *context) {
  struct pending *pending = context;
  work_fn work = pending->work;
  void *argument = pending->argument;
  void *token = pending->token;
  bool counted = pending->counted;
  queue_t outer = current_queue;
  current_queue = pending->target;
  free(pending);
  if (counted) counted_depth += 1;
  run_in_context(token, work, argument);
  current_queue = outer;
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

// A block run where it was given (dispatch_sync): no copy was taken.
static void run_block_in_place(void *block) { ((struct block_layout *)block)->invoke(block); }

// MARK: Blocks made by dispatch_block_create

static void finish_special(void *block) {
  (void)block;
  finish_counted();
}

static struct block_descriptor global_descriptor = {0, sizeof(struct block_layout)};
// Submitted with dispatch_block_notify when a counted special block has run.
static struct block_layout finished_notice = {
    _NSConcreteGlobalBlock, BLOCK_IS_GLOBAL, 0, finish_special, &global_descriptor};

static bool is_special(void *block) {
  return special_invoke && ((struct block_layout *)block)->invoke == special_invoke;
}

// Counts a special block until it has run (libdispatch notifies on a global queue), and hands
// it to libdispatch as it is, flags and all. Its hop context does not travel with it.
static bool counts_special(queue_t queue, void *block, void *caller) {
  if (!is_special(block) || from_libdispatch(caller) || is_shells_own(queue)) return false;
  atomic_fetch_add(&in_flight, 1);
  dispatch_block_notify(block, dispatch_get_global_queue(0, 0), &finished_notice);
  return true;
}

// MARK: The interposed calls

static void submit_async(queue_t queue, void *argument, work_fn work, void *caller) {
  atomic_store_explicit(&interposed, true, memory_order_relaxed);
  if (from_libdispatch(caller)) {
    real_dispatch_async_f()(queue, argument, work);
    return;
  }
  real_dispatch_async_f()(queue, make_pending(queue, work, argument, true), run_pending);
}

__attribute__((weak)) void dispatch_async_f(queue_t queue, void *argument, work_fn work) {
  submit_async(queue, argument, work, __builtin_return_address(0));
}

__attribute__((weak)) void dispatch_async(queue_t queue, void *block) {
  void *caller = __builtin_return_address(0);
  if (is_special(block)) {
    note_submission(queue);
    counts_special(queue, block, caller);
    real_dispatch_async()(queue, block);
    return;
  }
  submit_async(queue, _Block_copy(block), run_block, caller);
}

static void submit_barrier(queue_t queue, void *argument, work_fn work, void *caller) {
  if (from_libdispatch(caller)) {
    real_dispatch_barrier_async_f()(queue, argument, work);
    return;
  }
  real_dispatch_barrier_async_f()(
      queue, make_pending(queue, work, argument, true), run_pending);
}

__attribute__((weak)) void dispatch_barrier_async_f(queue_t queue, void *argument, work_fn work) {
  submit_barrier(queue, argument, work, __builtin_return_address(0));
}

__attribute__((weak)) void dispatch_barrier_async(queue_t queue, void *block) {
  void *caller = __builtin_return_address(0);
  if (is_special(block)) {
    counts_special(queue, block, caller);
    real_dispatch_barrier_async()(queue, block);
    return;
  }
  submit_barrier(queue, _Block_copy(block), run_block, caller);
}

static void submit_group(group_t group, queue_t queue, void *argument, work_fn work, void *caller) {
  if (from_libdispatch(caller)) {
    real_dispatch_group_async_f()(group, queue, argument, work);
    return;
  }
  real_dispatch_group_async_f()(
      group, queue, make_pending(queue, work, argument, true), run_pending);
}

__attribute__((weak)) void dispatch_group_async_f(
    group_t group, queue_t queue, void *argument, work_fn work) {
  submit_group(group, queue, argument, work, __builtin_return_address(0));
}

__attribute__((weak)) void dispatch_group_async(group_t group, queue_t queue, void *block) {
  void *caller = __builtin_return_address(0);
  if (is_special(block)) {
    counts_special(queue, block, caller);
    real_dispatch_group_async()(group, queue, block);
    return;
  }
  submit_group(group, queue, _Block_copy(block), run_block, caller);
}

// Counted from registration: between a group's last block returning and libdispatch pushing
// the notify block, nothing else would show that work is on its way.
static void submit_notify(group_t group, queue_t queue, void *argument, work_fn work, void *caller) {
  if (from_libdispatch(caller)) {
    real_dispatch_group_notify_f()(group, queue, argument, work);
    return;
  }
  real_dispatch_group_notify_f()(
      group, queue, make_pending(queue, work, argument, true), run_pending);
}

__attribute__((weak)) void dispatch_group_notify_f(
    group_t group, queue_t queue, void *argument, work_fn work) {
  submit_notify(group, queue, argument, work, __builtin_return_address(0));
}

__attribute__((weak)) void dispatch_group_notify(group_t group, queue_t queue, void *block) {
  submit_notify(group, queue, _Block_copy(block), run_block, __builtin_return_address(0));
}

// `DispatchQueue.main.sync` from a job: every job runs on the main thread here, where on a
// device a detached task or an actor would be on a thread of its own and wait for the main
// queue. Waiting here would wait for ever (libdispatch traps), so the main queue's earlier
// blocks run first, then this one, in place: the order the main thread would have run them.
// From another thread the block is sent on with its context, as `async` is.
static void submit_sync(queue_t queue, void *argument, work_fn work, void *caller) {
  if (queue == main_queue && !from_libdispatch(caller)) {
    if (scene_dispatch_is_main_thread() && atomic_load(&running_job)) {
      _dispatch_main_queue_callback_4CF(NULL);
      work(argument);
      return;
    }
    void *token = capture();
    if (token) {
      struct pending *pending = malloc(sizeof *pending);
      if (!pending) abort();
      *pending = (struct pending){work, argument, token, false, NULL, queue};
      real_dispatch_sync_f()(queue, pending, run_pending);
      return;
    }
  }
  real_dispatch_sync_f()(queue, argument, work);
}

__attribute__((weak)) void dispatch_sync_f(queue_t queue, void *argument, work_fn work) {
  submit_sync(queue, argument, work, __builtin_return_address(0));
}

typedef void (*sync_type)(queue_t, void *);
RESOLVE(sync_type, dispatch_sync)

__attribute__((weak)) void dispatch_sync(queue_t queue, void *block) {
  if (is_special(block)) {
    real_dispatch_sync()(queue, block);
    return;
  }
  submit_sync(queue, block, run_block_in_place, __builtin_return_address(0));
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

static void submit_after(
    dispatch_time_value when, queue_t queue, void *argument, work_fn work, void *caller) {
  if (from_libdispatch(caller) || is_shells_own(queue)) {
    real_dispatch_after_f()(when, queue, argument, work);
    return;
  }
  struct pending *pending = make_pending(queue, work, argument, false);
  // Not counted yet, but its context travels with it all the same.
  pending->token = capture();
  dispatch_retain(queue);
  pending->queue = queue;
  pending->target = queue;
  scene_dispatch_after_hook hook = atomic_load(&after_hook);
  // Wall-clock deadlines (the high bit set) and "forever" are left to libdispatch, and so is
  // work already due: it runs now.
  if (hook && (int64_t)when >= 0) {
    dispatch_time_value now = dispatch_time(0, 0);
    if (when > now) {
      const char *label = dispatch_queue_get_label(queue);
      if (hook((int64_t)(when - now), label ? label : "", pending)) return;
    }
  }
  real_dispatch_after_f()(when, queue, pending, run_after_due);
}

__attribute__((weak)) void dispatch_after_f(
    dispatch_time_value when, queue_t queue, void *argument, work_fn work) {
  submit_after(when, queue, argument, work, __builtin_return_address(0));
}

__attribute__((weak)) void dispatch_after(dispatch_time_value when, queue_t queue, void *block) {
  submit_after(when, queue, _Block_copy(block), run_block, __builtin_return_address(0));
}

void scene_dispatch_submit_held(void *held) {
  struct pending *pending = held;
  pending->counted = true;
  atomic_fetch_add(&in_flight, 1);
  queue_t queue = pending->queue;
  pending->queue = NULL;
  note_submission(queue);
  real_dispatch_async_f()(queue, pending, run_pending);
  dispatch_release(queue);
}

static void nothing(void *argument) { (void)argument; }

void scene_dispatch_drop_held(void *held) {
  struct pending *pending = held;
  // The run hook releases the token; the work itself is a block copy or the caller's.
  if (pending->token) run_in_context(pending->token, nothing, NULL);
  if (pending->work == run_block) _Block_release(pending->argument);
  dispatch_release(pending->queue);
  free(pending);
}

// MARK: Work items

// A `DispatchWorkItem` (an OperationQueue's operation is one) is made by `dispatch_block_create`
// and submitted later, as it is: its flags live inside it. So that the hop it was made in
// travels with it, the block it is made from is wrapped here, at creation: a block literal built
// by hand (the Blocks ABI's layout, copy and dispose helpers) holding the caller's block and
// the context captured then. A work item can be performed more than once; the context goes with
// its first run.
#define BLOCK_HAS_COPY_DISPOSE (1 << 25)
extern void *_NSConcreteStackBlock[32];

struct carrying_descriptor {
  unsigned long reserved;
  unsigned long size;
  void (*copy)(void *destination, void *source);
  void (*dispose)(void *block);
};

struct carrying_block {
  void *isa;
  int flags;
  int reserved;
  void (*invoke)(void *);
  struct carrying_descriptor *descriptor;
  void *inner;
  _Atomic(void *) token;
};

static void carrying_invoke(void *block) {
  struct carrying_block *carrying = block;
  void *token = atomic_exchange(&carrying->token, NULL);
  run_in_context(token, run_block_in_place, carrying->inner);
}

// `_Block_copy` has moved the fields across: the copy takes over the inner block and the token.
static void carrying_copy(void *destination, void *source) {
  (void)destination;
  (void)source;
}

static void nothing_to_run(void *argument) { (void)argument; }

static void carrying_dispose(void *block) {
  struct carrying_block *carrying = block;
  void *token = atomic_exchange(&carrying->token, NULL);
  // The run hook is what releases a token: hand it work that does nothing.
  if (token) run_in_context(token, nothing_to_run, NULL);
  _Block_release(carrying->inner);
}

static struct carrying_descriptor carrying_descriptor = {
    0, sizeof(struct carrying_block), carrying_copy, carrying_dispose};

// The caller's block, wrapped so that it runs in the context captured now; the block itself
// when there is no context to carry. The result is a heap block the caller's creation call
// takes (it copies it) and that is released after.
static void *carrying(void *block, void *caller) {
  if (from_libdispatch(caller)) return NULL;
  void *token = capture();
  if (!token) return NULL;
  struct carrying_block on_stack = {
      _NSConcreteStackBlock, BLOCK_HAS_COPY_DISPOSE, 0, carrying_invoke, &carrying_descriptor,
      _Block_copy(block), token};
  return _Block_copy(&on_stack);
}

typedef void *(*block_create_type)(unsigned long, void *);
typedef void *(*block_create_qos_type)(unsigned long, unsigned, int, void *);
RESOLVE(block_create_type, dispatch_block_create)
RESOLVE(block_create_qos_type, dispatch_block_create_with_qos_class)

__attribute__((weak)) void *dispatch_block_create(unsigned long flags, void *block) {
  void *wrapped = carrying(block, __builtin_return_address(0));
  void *made = real_dispatch_block_create()(flags, wrapped ? wrapped : block);
  if (wrapped) _Block_release(wrapped);
  return made;
}

__attribute__((weak)) void *dispatch_block_create_with_qos_class(
    unsigned long flags, unsigned qos, int relative_priority, void *block) {
  void *wrapped = carrying(block, __builtin_return_address(0));
  void *made = real_dispatch_block_create_with_qos_class()(
      flags, qos, relative_priority, wrapped ? wrapped : block);
  if (wrapped) _Block_release(wrapped);
  return made;
}

// MARK: Where libdispatch is linked statically

// The same entry points under the names `--wrap` gives them (STATIC_WRAP in the Makefile): in a
// static build the program's calls reach these, while libdispatch's strong definitions win over
// the weak ones above.
#define WRAPPED(name) extern __typeof__(name) __wrap_##name __attribute__((alias(#name)));
WRAPPED(dispatch_async_f)
WRAPPED(dispatch_async)
WRAPPED(dispatch_barrier_async_f)
WRAPPED(dispatch_barrier_async)
WRAPPED(dispatch_group_async_f)
WRAPPED(dispatch_group_async)
WRAPPED(dispatch_group_notify_f)
WRAPPED(dispatch_group_notify)
WRAPPED(dispatch_sync_f)
WRAPPED(dispatch_sync)
WRAPPED(dispatch_after_f)
WRAPPED(dispatch_after)
WRAPPED(dispatch_block_create)
WRAPPED(dispatch_block_create_with_qos_class)
#undef WRAPPED

// MARK: Sleeping

static void note_sleep(int64_t nanoseconds) {
  if ((counted_depth > 0 || scene_dispatch_is_main_thread()) && nanoseconds > 0) {
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

/// The loaded object (the program or a shared library) an address lies in: the span of its
/// loaded segments. Found by walking the loader's list of objects, not with dladdr, which also
/// searches the object's symbols for the nearest name (72k instructions a call in the static
/// scenesh, whose symbol table is large).
struct loaded_object {
  uintptr_t address;
  bool found;
  uintptr_t start;
  uintptr_t end;
};

static int find_loaded_object(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  struct loaded_object *object = data;
  uintptr_t start = 0, end = 0;
  bool contains = false;
  for (int index = 0; index < info->dlpi_phnum; index++) {
    const ElfW(Phdr) *header = &info->dlpi_phdr[index];
    if (header->p_type != PT_LOAD) continue;
    uintptr_t segment_start = info->dlpi_addr + header->p_vaddr;
    uintptr_t segment_end = segment_start + header->p_memsz;
    if (start == 0 || segment_start < start) start = segment_start;
    if (segment_end > end) end = segment_end;
    if (object->address >= segment_start && object->address < segment_end) contains = true;
  }
  if (!contains) return 0;
  object->found = true;
  object->start = start;
  object->end = end;
  return 1;
}

static struct loaded_object loaded_object_containing(const void *address) {
  struct loaded_object object = {(uintptr_t)address, false, 0, 0};
  if (address) dl_iterate_phdr(find_loaded_object, &object);
  return object;
}

static void probe_invoke(void *block) { (void)block; }

static struct block_layout probe_block = {
    _NSConcreteGlobalBlock, BLOCK_IS_GLOBAL, 0, probe_invoke, &global_descriptor};

void scene_dispatch_install(
    scene_dispatch_capture_hook capture, scene_dispatch_run_hook run,
    scene_dispatch_after_hook after, int wake_fd) {
  main_thread = pthread_self();
  atomic_store(&has_main_thread, true);
  main_queue = &_dispatch_main_q;
  // Statically linked, libdispatch is part of the program: no range tells its calls apart.
  struct loaded_object dispatch = loaded_object_containing((void *)real_dispatch_async_f());
  struct loaded_object program = loaded_object_containing((void *)scene_dispatch_install);
  bool in_program = dispatch.found && program.found && dispatch.start == program.start;
  if (dispatch.found && !in_program) {
    libdispatch_start = dispatch.start;
    libdispatch_end = dispatch.end;
  }
  {
    // Linked statically without `--wrap`, libdispatch's own definition is the one this name
    // binds to, and there is no `__real_` alias.
    block_create_type create = real_dispatch_block_create();
    if (!create) create = dispatch_block_create;
    struct block_layout *made = create(0, &probe_block);
    if (made) {
      special_invoke = made->invoke;
      _Block_release(made);
    }
  }
  atomic_store(&capture_hook, capture);
  atomic_store(&run_hook, run);
  atomic_store(&after_hook, after);
  atomic_store(&wake_descriptor, wake_fd);
}

void scene_dispatch_set_running_job(bool running) {
  atomic_store_explicit(&running_job, running, memory_order_relaxed);
}

bool scene_dispatch_is_running_job(void) {
  return atomic_load_explicit(&running_job, memory_order_relaxed);
}

bool scene_dispatch_is_interposed(void) {
  return atomic_load_explicit(&interposed, memory_order_relaxed);
}

int64_t scene_dispatch_in_flight(void) { return atomic_load(&in_flight); }

uint64_t scene_dispatch_completed(void) { return atomic_load(&completed); }

int64_t scene_dispatch_take_real_sleep(void) { return atomic_exchange(&real_sleep_ns, 0); }

int scene_dispatch_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }

void scene_dispatch_drain_main_queue(void) { _dispatch_main_queue_callback_4CF(NULL); }

int scene_dispatch_make_eventfd(void) { return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK); }

void *scene_dispatch_copy_current_queue(void) {
  if (current_queue) dispatch_retain(current_queue);
  return current_queue;
}

const void *scene_dispatch_current_queue_identity(void) { return current_queue; }

const char *scene_dispatch_current_queue_label(void) {
  return current_queue ? dispatch_queue_get_label(current_queue) : NULL;
}

void scene_dispatch_async_and_release(void *queue, void *context, void (*work)(void *)) {
  // Through the interposed path by hand: this file defines dispatch_async_f, so a call to it
  // here is bound at link time, and in a static build to libdispatch's own.
  submit_async(queue, context, work, __builtin_return_address(0));
  dispatch_release(queue);
}

void scene_dispatch_sync_and_release(void *queue, void *context, void (*work)(void *)) {
  // Straight to libdispatch: never the main queue's in-place path of `submit_sync`.
  real_dispatch_sync_f()(queue, context, work);
  dispatch_release(queue);
}

// MARK: The running executor

// The runtime's own function, in Swift's calling convention: it returns the two words of a
// SerialExecutorRef.
extern __attribute__((swiftcall)) scene_dispatch_executor swift_task_getCurrentExecutor(void);

scene_dispatch_executor scene_dispatch_current_executor(void) {
  return swift_task_getCurrentExecutor();
}
