/*
 * A model of the delivery protocol of a Signals root signal (SignalCore), checked exhaustively by spin.
 *
 * Run it with scripts/spin.sh. Sources/Signals/Internal/README.md lists the invariants it checks and maps each step
 * below to the Swift code it stands for; each step's comment here names that code.
 *
 * Modelled: one root signal that does not track its value (a pipe), its delivery word (0 / thread / thread|pinned /
 * claimed), the observer list read without the lock by the delivering thread, the pending queue, observer changes
 * deferred during a delivery and the settle step that applies them, the completed-delivery count, disposals that
 * wait (parked on DeliveryParking's mutex and condition variable) and that do not (library teardown), terminal
 * events, observing an ended signal, retirement to the delivering thread (what a relay does with what its
 * deliveries may still read), and, in scenario 2, a send, an observation and a disposal made by an observer on the
 * delivering thread.
 *
 * Abstracted away: relays themselves (their published snapshots; only their effect on the root, retireIfDelivering,
 * is modelled), properties (tracked values, .attach, modify), owners and orphans, dismantling and lifetimes, the
 * deinit of released values, spurious wake-ups (a woken waiter only re-checks), and memory orderings: spin is
 * sequentially consistent, so the acquire/release/seq_cst choices of CSignalsAtomics are argued in the README, not
 * checked here.
 *
 * Atomicity: each section under the signal's lock is one atomic step. Under the lock the word only changes through
 * compare-and-swap loops whose decision depends on the value the successful CAS saw, and what other threads do
 * without the lock (tryBegin, tryEnd, reading `observers`) touches nothing else the lock protects, so a lock section
 * behaves as one step taken at its last CAS. What runs without the lock is split into steps: the CAS that begins a
 * delivery, the read of the list, each observer call (its start and its end, so calls may overlap), the CAS that
 * ends a delivery, the wake-up, and each step of a parked disposal.
 *
 * Checks: the assertions below (each says what it checks), a monitor process for invariants that must hold in every
 * state, and spin's invalid-end-state check: every run is finite, so a thread that waits forever (a lost wake-up, a
 * deadlock) leaves the system stuck before `init` sees every thread finish.
 *
 * Switches (spin -D...):
 *   LOST_WAKEUP   reintroduces the bug fixed in e0d36ae: the settle step does not count as a completed delivery.
 *   SCENARIO=n    which threads run (see the bottom of the file); 1 by default. Scenarios 1 to 4 pass; 5 and 6
 *                 find a gap of the code as it is (two disposals of one observation).
 *
 * A replay of a trail (spin -t) prints each thread's steps ("T2 ...": T<pid>, where init is 0, the monitor 1 and the
 * threads 2 to 4); verification does not run those printfs.
 */

#ifndef SCENARIO
#define SCENARIO 1
#endif

/* What an observer's callback does on the delivering thread (see the scenarios at the bottom). */
#if SCENARIO == 2
#define REACT(o, e) \
    if \
    :: (o) == 0 && (e) == EV(1, 1) -> nestedDispose(1); nestedObserve(3); nestedSend(EV(1, 2)) \
    :: (o) == 0 && (e) == EV(1, 2) -> nestedSend(TERM(1)) \
    :: else \
    fi
#elif SCENARIO == 6
#define REACT(o, e) if :: (o) == 0 -> nestedDispose(1) :: else fi
#else
#define REACT(o, e) skip
#endif

/* ---- Constants ---------------------------------------------------------------------------------------------- */

#if SCENARIO == 2
#define NO      4               /* observers o0 to o3 */
#else
#define NO      3               /* observers o0, o1, o2 */
#endif
#define QN      4               /* pending queue capacity (asserted never exceeded) */

#define PINNED  1               /* DeliveryWord.pinned */
#define CLAIMED 2               /* DeliveryWord.claimed */
#define TID(p)  ((p) << 2)      /* a thread identity leaves the low bits free (DeliveryWord.tryBegin's assert) */
#define ME      TID(_pid)
#define THREAD(w) ((w) & ~PINNED)

/* Events: sender s (1..3), its k-th value (k = 1..3); k = 0 is that sender's terminal event. Printed as s.k. */
#define EV(s, k)    (((s) << 2) | (k))
#define TERM(s)     EV(s, 0)
#define IS_TERM(e)  (((e) & 3) == 0)
#define SENDER(e)   ((e) >> 2)
#define KTH(e)      ((e) & 3)
#define BIT(n)      (1 << (n))

/* Outcomes of a step */
#define R_NONE   0
#define R_VALUE  1
#define R_TERM   2
#define R_SETTLE 3

/* SignalState.Removal */
#define RM_ALREADY   0
#define RM_IDLE      1
#define RM_HERE      2
#define RM_ELSEWHERE 3

/* ---- State of the signal -------------------------------------------------------------------------------------- */

byte word;                      /* SignalCore.delivery (DeliveryWord) */
byte list;                      /* SignalCore.observers, as a set of observers */
byte deferredAdd;               /* SignalState.deferredAdditions */
bool defRemovals;               /* SignalState.hasDeferredRemovals */
bool accepting = 1;             /* SignalState.lifecycle == .accepting */
bool terminated;                /* SignalState.lifecycle == .terminated */
byte pq[QN];                    /* SignalState.pending (PendingQueue) */
byte pqh;
byte pqn;
byte count;                     /* SignalState.deliveryGeneration */
byte waiting;                   /* SignalState.waitingDisposers */
bool retired;                   /* SignalState.retired != nil */
bool removed[NO];               /* SignalSubscription.isRemoved */
bool skipped[NO];               /* SignalSubscription.isSkipped */

/* DeliveryParking.shared */
byte pm;                        /* its mutex: the owner's pid, or 0 */
byte sleeping;                  /* threads blocked in pthread_cond_wait, as a set of pids */

/* ---- Ghost state, for the checks ------------------------------------------------------------------------------ */

bool alive[NO];                 /* the observer's ObserverEntry is allocated */
bool retiredAlive;              /* the retired object (a relay's snapshot or entry) is allocated */
bool retiredRead;               /* the delivery in flight may still read it */
byte subscribed;                /* observe() has run and no dispose() has: the contract's view */
byte disposedDone;              /* a waiting dispose() of the observer has returned */
byte inCallback[NO];            /* callbacks of the observer running right now */
bool ended[NO];                 /* the observer got a terminal event */
byte lastK[16];                 /* [observer * 4 + sender]: the last value k it got from that sender */
byte reader;                    /* pid of the thread reading `observers` without the lock, or 0 */
bool inFlight;                  /* an event's delivery has started and not yet reached every observer */
byte curEvent;                  /* that event */
byte curMay;                    /* observers subscribed when it started: the only ones it may reach */
byte curGot;                    /* observers it has reached */
byte delivSeq;                  /* numbers the deliveries of events */
bool termStarted;               /* a terminal event has started its delivery */
int  acceptedMask;              /* events the signal accepted (not ignored after the terminal event) */
int  startedMask;               /* events whose delivery started */

/* ---- Ghost helpers -------------------------------------------------------------------------------------------- */

/* An event's delivery starts: it may reach exactly the observers subscribed now. Inside an atomic step. */
inline startGhost(e) {
    assert(!inFlight);                              /* deliveries are serialized */
    inFlight = 1; curEvent = e; curGot = 0; delivSeq++;
    curMay = (termStarted -> 0 : subscribed);
    startedMask = startedMask | BIT(e);
    if
    :: IS_TERM(e) -> assert(!termStarted); termStarted = 1   /* only the first terminal event is delivered */
    :: else
    fi
}

/* The event has reached every observer: each one subscribed at its start and still subscribed got it. */
inline endGhost() {
    if
    :: inFlight ->
        assert((curMay & subscribed & ~curGot) == 0);
        assert(!retiredRead || retiredAlive);      /* what a delivery may read lives until it ends */
        retiredRead = 0;
        inFlight = 0
    :: else
    fi
}

/* One call of observer o's callback with event e, after the isSkipped check. */
inline callbackBegin(o, e) {
    atomic {
        printf("T%d calls o%d with %d.%d\n", _pid, o, SENDER(e), KTH(e));
        assert(alive[o]);                           /* a delivery owns what it reads */
        assert(!retiredRead || retiredAlive);
        assert(curMay & BIT(o));                    /* added during the delivery: misses it; removed before: gone */
        assert((disposedDone & BIT(o)) == 0);       /* no callback starts after a waiting dispose() returned */
        assert(!ended[o]);                          /* nothing after a terminal event */
        inCallback[o]++;
        assert(inCallback[o] == 1);                 /* an observer never runs concurrently with itself */
        assert((curGot & BIT(o)) == 0);             /* once per event */
        curGot = curGot | BIT(o);
        if
        :: IS_TERM(e) -> ended[o] = 1
        :: else ->
            assert(KTH(e) > lastK[o * 4 + SENDER(e)]);  /* in each sender's order, never twice */
            lastK[o * 4 + SENDER(e)] = KTH(e)
        fi
    }
}

inline callbackEnd(o) {
    inCallback[o]--
}

/* ---- The delivery word (DeliveryWord), inside lock sections -------------------------------------------------- */

/* DeliveryWord.pin: keeps the delivery in flight from ending without the lock; its thread, or 0. */
inline pin(res) {
    if
    :: (word & PINNED) != 0 -> res = THREAD(word)
    :: else ->
        assert(word != CLAIMED);                   /* a claim never outlives its lock section */
        res = word;
        if
        :: word != 0 -> word = word | PINNED
        :: else
        fi
    fi
}

/* DeliveryWord.claimOrPin */
inline claimOrPin(res) {
    if
    :: word == 0 -> word = CLAIMED; res = 0
    :: else -> pin(res)
    fi
}

/* DeliveryWord.beginOrPin */
inline beginOrPin(res) {
    if
    :: word == 0 -> word = ME; res = 0
    :: else -> pin(res)
    fi
}

/* Before a write of `observers`: nobody reads it without the lock, and the writer holds the word. */
inline listWrite() {
    assert(reader == 0);
    assert(word == CLAIMED || THREAD(word) == ME)
}

/* ---- DeliveryParking ------------------------------------------------------------------------------------------ */

/* DeliveryParking.wakeAll: lock the mutex, broadcast, unlock. */
inline wakeAll() {
    atomic { pm == 0 -> printf("T%d wakes the sleepers\n", _pid); sleeping = 0 }
}

/* SignalCore.waitForDelivery(after:), with DeliveryParking.sleep(while:) */
inline waitForDelivery(after) {
    atomic {                                        /* state.withLock: still delivering? then a waiting disposer */
        must = (THREAD(word) != 0 && count == after);
        if
        :: must -> waiting++; printf("T%d waits for the delivery (count %d, waitingDisposers %d)\n", _pid, count, waiting)
        :: else
        fi
    }
    if
    :: must ->
        atomic { pm == 0 -> pm = _pid };            /* pthread_mutex_lock */
        do
        :: atomic { still = (THREAD(word) != 0 && count == after) };   /* isStillDelivering, under the signal's lock */
            if
            :: still ->
                atomic { printf("T%d sleeps (count %d)\n", _pid, count); sleeping = sleeping | BIT(_pid); pm = 0 };
                /* pthread_cond_wait: asleep until a broadcast, then relocks the mutex */
                atomic { ((sleeping & BIT(_pid)) == 0 && pm == 0) -> pm = _pid; printf("T%d woken\n", _pid) }
            :: else -> break
            fi
        od;
        pm = 0                                      /* pthread_mutex_unlock */
    :: else
    fi
}

/* ---- Delivering ----------------------------------------------------------------------------------------------- */

/* ObserverList.deliver over `snap` (the list as read, or the observers leaving with a terminal event). */
inline deliverTo(snap, e) {
    o = 0;
    do
    :: o < NO ->
        if
        :: (snap & BIT(o)) != 0 && !skipped[o] ->
            callbackBegin(o, e);
            REACT(o, e);
            callbackEnd(o)
        :: else
        fi;
        o++
    :: else -> break
    od
}

/* SignalCore.deliverToObservers: reads `observers` without the lock, on the delivering thread. */
inline deliverToObservers(e) {
    atomic { assert(THREAD(word) == ME); assert(reader == 0); reader = _pid; snap = list };
    deliverTo(snap, e);
    reader = 0
}

/* SignalState.settle (with applyDeferredChanges and takeRetired), under the lock, on the delivering thread; `counts`
 * tells whether it counts a completed delivery. */
inline settle(counts) {
    assert(THREAD(word) == ME);
    if
    :: counts -> count++
    :: else
    fi;
    awaited = (waiting > 0);
    waiting = 0;
    if
    :: deferredAdd != 0 || defRemovals ->
        listWrite();
        list = list | deferredAdd;
        deferredAdd = 0;
        if
        :: defRemovals ->
            o = 0; freeing = 0;
            do
            :: o < NO -> if :: (list & BIT(o)) != 0 && removed[o] -> freeing = freeing | BIT(o) :: else fi; o++
            :: else -> break
            od;
            list = list & ~freeing;
            defRemovals = 0
        :: else
        fi
    :: else
    fi;
    freeRetired = retired;
    retired = 0;
    printf("T%d settles (count %d, wakes: %d)\n", _pid, count, awaited)
}

/* Releases, after the lock, what a settle took out (the Settlement going out of scope). */
inline releaseSettled() {
    atomic {
        o = 0;
        do
        :: o < NO -> if :: (freeing & BIT(o)) != 0 -> alive[o] = 0 :: else fi; o++
        :: else -> break
        od;
        freeing = 0;
        if :: freeRetired -> retiredAlive = 0; freeRetired = 0 :: else fi
    }
}

/* SignalCore.settleDelivery */
inline settleDelivery() {
    atomic {
#ifdef LOST_WAKEUP
        settle(0)                                   /* the bug: the settle step is not a completed delivery */
#else
        settle(1)
#endif
    };
    releaseSettled();
    if
    :: awaited -> wakeAll()                         /* Settlement.wake */
    :: else
    fi
}

/* SignalCore.terminate: the terminal event to the observers leaving with it, then finishTermination. */
inline terminate(e) {
    deliverTo(leaving, e);
    atomic {                                        /* SignalCore.finishTermination, under the lock */
        endGhost();
        o = 0;
        do
        :: o < NO -> if :: (leaving & BIT(o)) != 0 -> removed[o] = 1 :: else fi; o++   /* markRemoved */
        :: else -> break
        od;
        assert(deferredAdd == 0);                  /* nobody can be added once the terminal event is accepted */
        settle(1);
        word = 0;                                   /* state.delivery.end() */
        printf("T%d ends the signal's last delivery\n", _pid)
    };
    releaseSettled();
    if
    :: awaited -> wakeAll()
    :: else
    fi;
    atomic {                                        /* observers.releaseEntries(), last */
        o = 0;
        do
        :: o < NO -> if :: (leaving & BIT(o)) != 0 -> alive[o] = 0 :: else fi; o++
        :: else -> break
        od
    }
}

/* Starts delivering a popped or accepted event on this thread, under the lock (SignalState.beginDelivery, and
 * SignalCore.receivers(for:), where a terminal event takes the observers out of the list). */
inline beginDelivery(e, r) {
    startGhost(e);
    if
    :: IS_TERM(e) ->
        terminated = 1;
        listWrite();
        leaving = list;
        list = 0;
        r = R_TERM
    :: else -> r = R_VALUE
    fi
}

/* SignalCore.drain: ends the delivery without the lock if it is not pinned, else goes on under the lock. */
inline drain() {
    do
    :: atomic {                                     /* DeliveryWord.tryEnd */
            endGhost();
            assert(THREAD(word) == ME);
            if
            :: word == ME -> word = 0; r = R_NONE; printf("T%d ends its delivery without the lock\n", _pid)
            :: else -> r = R_SETTLE
            fi
        };
        if
        :: r == R_NONE -> break
        :: else
        fi;
        atomic {                                    /* SignalCore.nextStep, under the lock */
            assert(word == (ME | PINNED));          /* tryEnd failed, and only the deliverer unpins */
            count++;
            if
            :: retired || waiting > 0 || deferredAdd != 0 || defRemovals ->
                r = R_SETTLE; printf("T%d nextStep: count %d, settle\n", _pid, count)
            :: else ->
                if
                :: pqn > 0 ->
                    ev = pq[pqh]; pq[pqh] = 0; pqh = (pqh + 1) % QN; pqn--;
                    word = ME | (pqn > 0 -> PINNED : 0);    /* DeliveryWord.resume(pinned:) */
                    printf("T%d nextStep: count %d, delivers queued %d.%d\n", _pid, count, SENDER(ev), KTH(ev));
                    beginDelivery(ev, r)
                :: else ->
                    word = 0; r = R_NONE;                   /* state.delivery.end() */
                    printf("T%d nextStep: count %d, queue empty, ends its delivery\n", _pid, count)
                fi
            fi
        };
        if
        :: r == R_NONE -> break
        :: r == R_SETTLE -> settleDelivery()
        :: r == R_VALUE -> deliverToObservers(ev)
        :: r == R_TERM -> terminate(ev); break
        fi
    od
}

/* ---- The API -------------------------------------------------------------------------------------------------- */

/* SignalCore.send on a root signal that does not track its value. */
inline send(e) {
    r = R_NONE;
    if
    :: !IS_TERM(e) ->
        atomic {                                    /* DeliveryWord.tryBegin, without the lock */
            if
            :: word == 0 ->
                word = ME;
                printf("T%d sends %d.%d and begins delivering it without the lock\n", _pid, SENDER(e), KTH(e));
                if
                :: accepting -> acceptedMask = acceptedMask | BIT(e)
                :: else                             /* after the end: the list is empty */
                fi;
                startGhost(e);
                r = R_VALUE
            :: else
            fi
        }
    :: else
    fi;
    if
    :: r == R_VALUE -> deliverToObservers(e); drain()
    :: else ->
        atomic {                                    /* SignalCore.accept -> SignalState.accept, under the lock */
            if
            :: !accepting -> r = R_NONE; printf("T%d sends %d.%d: ignored, the signal has ended\n", _pid, SENDER(e), KTH(e))
            :: else ->
                acceptedMask = acceptedMask | BIT(e);
                if
                :: IS_TERM(e) -> accepting = 0
                :: else
                fi;
                if
                :: !IS_TERM(e) && list == 0 && pqn == 0 && THREAD(word) == 0 ->
                    assert(subscribed == 0);        /* nobody is owed a value that nobody observes */
                    startedMask = startedMask | BIT(e);
                    r = R_NONE
                :: else ->
                    beginOrPin(d);
                    if
                    :: d != 0 ->
                        assert(pqn < QN);
                        pq[(pqh + pqn) % QN] = e; pqn++;
                        r = R_NONE;
                        printf("T%d sends %d.%d: queued behind T%d's delivery (pinned)\n", _pid, SENDER(e), KTH(e), d >> 2)
                    :: else ->
                        printf("T%d sends %d.%d and begins delivering it under the lock\n", _pid, SENDER(e), KTH(e));
                        beginDelivery(e, r)
                    fi
                fi
            fi
        };
        if
        :: r == R_VALUE -> deliverToObservers(e); drain()     /* SignalCore.deliver(_:to:) */
        :: r == R_TERM -> terminate(e)
        :: else
        fi
    fi
}

/* SignalCore.observe for observer obs (no owner, not starting with a current value). */
inline observe(obs) {
    atomic {
        if
        :: !accepting -> r = R_NONE; printf("T%d observes o%d: rejected, the signal has ended\n", _pid, obs)
        :: else ->
            claimOrPin(d);                          /* SignalState.claimList */
            subscribed = subscribed | BIT(obs);
            alive[obs] = 1;
            if
            :: d == 0 ->                            /* SignalCore.add, then SignalState.releaseList */
                listWrite(); list = list | BIT(obs); word = 0;
                printf("T%d observes o%d: added\n", _pid, obs)
            :: else ->
                deferredAdd = deferredAdd | BIT(obs);
                printf("T%d observes o%d: deferred, T%d delivers (pinned)\n", _pid, obs, d >> 2)
            fi;
            r = R_VALUE
        fi
    };
    if
    :: r == R_NONE ->
        atomic {                                    /* observation.receive(.interrupted), on this thread */
            assert(inCallback[obs] == 0 && !ended[obs]);
            ended[obs] = 1
        }
    :: else
    fi
}

/* SignalCore.remove(_:waiting:) for observer obs; `wait` is false for library teardown (TeardownDisposable). */
inline dispose(obs, wait) {
    atomic {
        if
        :: removed[obs] ->
            freeing = 0;
#ifdef GAP_G1
            /* the code before gap G1 was closed: a second removal returned at once */
            rm = RM_ALREADY; printf("T%d disposes of o%d: already removed\n", _pid, obs)
#else
            /* a second removal: the delivery in flight at the first may still reach the observer */
            pin(d);                                 /* SignalState.delivery.pin */
            if
            :: d == 0 -> rm = RM_ALREADY; printf("T%d disposes of o%d: already removed\n", _pid, obs)
            :: d == ME -> skipped[obs] = 1; rm = RM_HERE
            :: else ->
                rm = RM_ELSEWHERE; after = count; waitedFor = (inFlight -> delivSeq : 0);
                printf("T%d disposes of o%d again: T%d delivers (pinned), count %d\n", _pid, obs, d >> 2, count)
            fi
#endif
        :: else ->
            removed[obs] = 1;                       /* SignalSubscription.markRemoved */
            subscribed = subscribed & ~BIT(obs);
            claimOrPin(d);                          /* SignalState.claimList */
            freeing = 0;
            if
            :: d == 0 ->
                listWrite();
                if :: (list & BIT(obs)) != 0 -> freeing = BIT(obs) :: else fi;
                list = list & ~BIT(obs);
                word = 0;                           /* SignalState.releaseList */
                rm = RM_IDLE;
                printf("T%d disposes of o%d: removed\n", _pid, obs)
            :: else ->
                defRemovals = 1;
                if
                :: d == ME -> skipped[obs] = 1; rm = RM_HERE
                :: else ->
                    rm = RM_ELSEWHERE; after = count; waitedFor = (inFlight -> delivSeq : 0);
                    printf("T%d disposes of o%d: deferred, T%d delivers (pinned), count %d\n", _pid, obs, d >> 2, count)
                fi
            fi
        fi
    };
    if
    :: freeing != 0 -> atomic { alive[obs] = 0; freeing = 0 }   /* the removed entry, released after the lock */
    :: else
    fi;
    if
    :: rm == RM_ELSEWHERE && wait ->
        waitForDelivery(after);
        /* the event in flight when dispose() began has reached every observer */
        assert(waitedFor == 0 || !inFlight || delivSeq != waitedFor)
    :: else
    fi;
    if
    :: wait -> disposedDone = disposedDone | BIT(obs); printf("T%d: dispose() of o%d returns\n", _pid, obs)
    :: else
    fi
}

/* SignalCore.retireIfDelivering / SignalState.retireIfDelivering: what a relay does with a snapshot it replaced or
 * an entry it removed, which a delivery of the root may still read. */
inline retire() {
    atomic {
        retiredAlive = 1;
        pin(d);
        if
        :: d != 0 -> retired = 1; retiredRead = inFlight; printf("T%d retires an object to T%d's delivery (pinned)\n", _pid, d >> 2)
        :: else -> retiredAlive = 0                 /* nobody delivers: released at once */
        fi
    }
}

/* Operations made by an observer's callback on the delivering thread: their lock sections only ever take the
 * queueing and skipping paths, which is asserted. */
inline nestedSend(e) {
    atomic {
        assert(THREAD(word) == ME);                 /* tryBegin fails: this thread delivers */
        if
        :: accepting ->
            acceptedMask = acceptedMask | BIT(e);
            if :: IS_TERM(e) -> accepting = 0 :: else fi;
            beginOrPin(nd);
            assert(nd == ME);
            assert(pqn < QN);
            pq[(pqh + pqn) % QN] = e; pqn++;
            printf("T%d sends %d.%d from inside a callback: queued\n", _pid, SENDER(e), KTH(e))
        :: else
        fi
    }
}

inline nestedObserve(obs) {
    atomic {
        assert(accepting);
        claimOrPin(nd);
        assert(nd == ME);                           /* this thread delivers: the addition is deferred */
        subscribed = subscribed | BIT(obs);
        alive[obs] = 1;
        deferredAdd = deferredAdd | BIT(obs);
        printf("T%d observes o%d from inside a callback: deferred\n", _pid, obs)
    }
}

inline nestedDispose(obs) {
    atomic {
        if
        :: !removed[obs] ->
            removed[obs] = 1;
            subscribed = subscribed & ~BIT(obs);
            claimOrPin(nd);
            assert(nd == ME);
            defRemovals = 1;
            skipped[obs] = 1;                       /* Removal.deliveringHere */
            printf("T%d disposes of o%d from inside a callback: skipped\n", _pid, obs)
        :: else ->
#ifdef GAP_G1
            printf("T%d disposes of o%d from inside a callback: already removed, returns\n", _pid, obs)
#else
            pin(nd);                                /* a second removal, on the delivering thread */
            assert(nd == ME);
            skipped[obs] = 1;
            printf("T%d disposes of o%d from inside a callback: already removed, skipped\n", _pid, obs)
#endif
        fi
    };
    disposedDone = disposedDone | BIT(obs)          /* a dispose() on the delivering thread returns at once */
}

/* ---- Invariants of every state --------------------------------------------------------------------------------- */

#define SKIPPED_ONLY_IF_REMOVED(i) (!skipped[i] || removed[i])
#define INVARIANT ( \
    word != CLAIMED \
    && (pqn == 0 || (word & PINNED) != 0) \
    && ((deferredAdd == 0 && !defRemovals && !retired && waiting == 0) || (word & PINNED) != 0) \
    && (reader == 0 || THREAD(word) == TID(reader)) \
    && (!inFlight || THREAD(word) != 0) \
    && (list & deferredAdd) == 0 \
    && (!retired || retiredAlive) \
    && SKIPPED_ONLY_IF_REMOVED(0) && SKIPPED_ONLY_IF_REMOVED(1) && SKIPPED_ONLY_IF_REMOVED(2) \
    && SKIPPED_ONLY_IF_REMOVED(NO - 1) \
    && (!terminated || list == 0) \
    && (sleeping == 0 || (sleeping & BIT(pm)) == 0))

/* Blocks until the invariant fails, then reports it; end: the run may finish with it blocked. */
proctype Monitor() {
end:
    atomic { !INVARIANT -> assert(INVARIANT) }
}

/* ---- Scenarios -------------------------------------------------------------------------------------------------- */

#define LOCALS byte r, d, nd, ev, o, snap, leaving, freeing, rm, after, waitedFor; bool must, still, awaited, freeRetired

#if SCENARIO == 1
/* Two senders, one of which ends the signal, and a thread that observes, retires an object to a delivery (as a
 * relay does), then disposes waiting and not waiting. */
#define INITIAL (BIT(0) | BIT(1))
proctype Sender1() { LOCALS; send(EV(1, 1)); send(EV(1, 2)) }
proctype Sender2() { LOCALS; send(EV(2, 1)); send(TERM(2)) }
proctype Churner() { LOCALS; observe(2); retire(); dispose(0, 1); dispose(1, 0) }
#define RUN run Sender1(); run Sender2(); run Churner()
#endif

#if SCENARIO == 2
/* Reentrancy: on the delivering thread, o0's callback disposes of o1, adds o3 and sends a value, then, for that
 * value, sends the terminal event; meanwhile another thread observes, retires an object to the delivery (as a relay
 * does) and disposes of o0, waiting. */
#define INITIAL (BIT(0) | BIT(1))
proctype Sender1() { LOCALS; send(EV(1, 1)); send(EV(1, 3)) }
proctype Churner() { LOCALS; observe(2); retire(); dispose(0, 1) }
#define RUN run Sender1(); run Churner()
#endif

#if SCENARIO == 3
/* Terminal events race: two threads end the signal while a third sends, disposes waiting and observes late. */
#define INITIAL (BIT(0) | BIT(1))
proctype Sender1() { LOCALS; send(EV(1, 1)); send(TERM(1)) }
proctype Sender2() { LOCALS; send(TERM(2)) }
proctype Churner() { LOCALS; send(EV(3, 1)); dispose(0, 1); observe(2) }
#define RUN run Sender1(); run Sender2(); run Churner()
#endif

#if SCENARIO == 4
/* Two disposals wait at once, on two threads, for one sender's deliveries. The second thread disposes of o2 once
 * the first has observed it (it is handed the disposable). */
#define INITIAL (BIT(0) | BIT(1))
proctype Sender1() { LOCALS; send(EV(1, 1)); send(EV(1, 2)) }
proctype Churner() { LOCALS; observe(2); dispose(0, 1) }
proctype Churner2() { LOCALS; dispose(1, 1); alive[2]; dispose(2, 1) }
#define RUN run Sender1(); run Churner(); run Churner2()
#endif

/* Scenarios 5 and 6 pin the gap G1 found by this model and closed since (see the README): a dispose() of an
 * observation that another thread is disposing of returned at once, without waiting for the delivery in flight or
 * skipping the observer. */

#if SCENARIO == 5
/* Two threads dispose of the same observation, both waiting, while a third delivers. */
#define INITIAL (BIT(0) | BIT(1))
proctype Sender1() { LOCALS; send(EV(1, 1)) }
proctype Churner() { LOCALS; dispose(1, 1) }
proctype Churner2() { LOCALS; dispose(1, 1) }
#define RUN run Sender1(); run Churner(); run Churner2()
#endif

#if SCENARIO == 6
/* The delivering thread (o0's callback) disposes of o1 while another thread is disposing of it, waiting. */
#define INITIAL (BIT(0) | BIT(1))
proctype Sender1() { LOCALS; send(EV(1, 1)) }
proctype Churner() { LOCALS; dispose(1, 1) }
#define RUN run Sender1(); run Churner()
#endif

init {
    byte oEnd;
    atomic {
        list = INITIAL; subscribed = INITIAL;
        alive[0] = (INITIAL & BIT(0)) != 0; alive[1] = (INITIAL & BIT(1)) != 0;
        run Monitor();
        RUN
    };
    _nr_pr == 2;                                    /* every thread has finished (the monitor stays) */
    /* The end: everything accepted was delivered; the word is free; nothing is left queued, deferred, retired or
     * asleep; the list holds exactly the observers still subscribed, and only their entries are alive. */
    assert(word == 0);
    assert(pqn == 0);
    assert(!inFlight);
    assert(sleeping == 0 && waiting == 0 && pm == 0);
    assert(deferredAdd == 0 && !defRemovals && !retired && !retiredAlive);
    assert((acceptedMask & ~startedMask) == 0);
    assert(list == (terminated -> 0 : subscribed));
    oEnd = 0;
    do
    :: oEnd < NO -> assert(alive[oEnd] == ((list & BIT(oEnd)) != 0)); oEnd++
    :: else -> break
    od
}
