#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <sys/time.h>
#include <time.h>

#include "CFixedClock.h"

// Defined in the program, these take the place of the C library's for every library the program
// loads (Foundation among them); each forwards to the C library's own unless a moment is held.

static _Thread_local wr_fixed_clock_hold thread_hold;
static atomic_int process_holders;
static _Atomic int64_t process_nanoseconds;
static _Atomic int64_t process_taken;
static _Atomic int64_t machine_shift;

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
typedef int (*gettimeofday_fn)(struct timeval *, void *);

/// The C library's definition of `name`, looked up once into `slot`.
static void *next_definition(const char *name, void *_Atomic *slot) {
    void *found = atomic_load(slot);
    if (found == NULL) {
        found = dlsym(RTLD_NEXT, name);
        atomic_store(slot, found);
    }
    return found;
}

static void *_Atomic next_clock_gettime;
static void *_Atomic next_gettimeofday;

static clock_gettime_fn real_clock_gettime(void) {
    return (clock_gettime_fn)next_definition("clock_gettime", &next_clock_gettime);
}

static gettimeofday_fn real_gettimeofday(void) {
    return (gettimeofday_fn)next_definition("gettimeofday", &next_gettimeofday);
}

static int64_t monotonic(void) {
    struct timespec now;
    real_clock_gettime()(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000000000 + now.tv_nsec;
}

/// The held moment as it reads now, if the calling thread or the process holds one.
static int held_moment(int64_t *nanoseconds) {
    if (thread_hold.holds) {
        *nanoseconds = thread_hold.nanoseconds + (monotonic() - thread_hold.taken);
        return 1;
    }
    if (atomic_load(&process_holders) > 0) {
        *nanoseconds = atomic_load(&process_nanoseconds) + (monotonic() - atomic_load(&process_taken));
        return 1;
    }
    return 0;
}

static void split(int64_t nanoseconds, struct timespec *time) {
    int64_t seconds = nanoseconds / 1000000000, rest = nanoseconds % 1000000000;
    if (rest < 0) {
        seconds -= 1;
        rest += 1000000000;
    }
    time->tv_sec = (time_t)seconds;
    time->tv_nsec = (long)rest;
}

static int is_wall_clock(clockid_t clock) {
    return clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE;
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    int64_t nanoseconds;
    if (is_wall_clock(clock) && held_moment(&nanoseconds)) {
        split(nanoseconds, time);
        return 0;
    }
    int result = real_clock_gettime()(clock, time);
    int64_t shift = atomic_load(&machine_shift);
    if (result == 0 && shift != 0 && is_wall_clock(clock)) {
        split((int64_t)time->tv_sec * 1000000000 + time->tv_nsec + shift, time);
    }
    return result;
}

int gettimeofday(struct timeval *restrict time, void *restrict zone) {
    struct timespec now;
    if (zone != NULL) return real_gettimeofday()(time, zone);
    clock_gettime(CLOCK_REALTIME, &now);
    time->tv_sec = now.tv_sec;
    time->tv_usec = (suseconds_t)(now.tv_nsec / 1000);
    return 0;
}

void wr_fixed_clock_enter(int64_t nanoseconds) {
    int64_t taken = monotonic();
    thread_hold = (wr_fixed_clock_hold){.holds = 1, .nanoseconds = nanoseconds, .taken = taken};
    atomic_store(&process_nanoseconds, nanoseconds);
    atomic_store(&process_taken, taken);
    atomic_fetch_add(&process_holders, 1);
}

wr_fixed_clock_hold wr_fixed_clock_thread_hold(void) { return thread_hold; }

void wr_fixed_clock_leave(wr_fixed_clock_hold previous) {
    if (previous.holds) {
        atomic_store(&process_nanoseconds, previous.nanoseconds);
        atomic_store(&process_taken, previous.taken);
    }
    atomic_fetch_sub(&process_holders, 1);
    thread_hold = previous;
}

void wr_fixed_clock_shift_machine(int64_t nanoseconds) { atomic_store(&machine_shift, nanoseconds); }
