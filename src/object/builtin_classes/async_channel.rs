//! `Async\Channel` (over runtime/channel.rs), the `Async\ChannelCloseReason` enum and
//! `Async\ChannelException` with its `$reason`; `foreach` over a channel receives until
//! the channel is closed and drained.

use std::rc::Rc;

use super::async_future::{pending_future, settled_future, PendingFuture};
use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::assemble::PropSpec;
use crate::object::class::PropDefault;
use crate::object::{Class, ClassTable, Internal, Obj};
use crate::runtime::awaitable::Awaitable;
use crate::runtime::channel::{Channel, CloseReason, RecvSink};
use crate::runtime::event::Outcome;
use crate::syntax::ast::{TypeHint, Visibility};
use crate::value::Value;

type Native = Result<Value, Unwind>;

pub fn register(table: &ClassTable) {
    crate::object::enums::register_native_string_enum(
        table,
        "Async\\ChannelCloseReason",
        &[
            ("EXPLICIT", "explicit"),
            ("DISPOSED", "disposed"),
            ("NO_PRODUCERS", "no producers timeout"),
            ("NO_CONSUMERS", "no consumers timeout"),
            ("DEADLOCK", "deadlock"),
            ("SCOPE_DISPOSED", "scope disposed"),
        ],
    );
    let mut exc =
        NativeClass::class("Async\\ChannelException").extends(table, "Async\\AsyncException");
    exc.spec.props.push(PropSpec {
        name: "reason".into(),
        visibility: Visibility::Public,
        ty: Some(TypeHint::Named("Async\\ChannelCloseReason".into())),
        readonly: false,
        is_static: false,
        default: PropDefault::Uninit,
        debug_only: false,
    });
    exc.register(table);
    NativeClass::class("Async\\Channel")
        .final_()
        .sealed()
        .implements(
            table,
            &["Async\\Awaitable", "IteratorAggregate", "Countable"],
        )
        .method(
            "__construct",
            "__construct(int $capacity = 0, int $noProducerTimeout = 0, int $noConsumerTimeout = 0, bool $hardTimeouts = false)",
            construct,
        )
        .method(
            "send",
            "send(mixed $value, mixed $cancellationToken = null): void",
            send,
        )
        .fast(send_now)
        .method("sendAsync", "sendAsync(mixed $value): bool", send_async)
        .method(
            "recv",
            "recv(mixed $cancellationToken = null): mixed",
            recv,
        )
        .fast(recv_now)
        .method("recvAsync", "recvAsync(): Async\\Future", recv_async)
        .method("close", "close(): void", close)
        .method("isClosed", "isClosed(): bool", is_closed)
        .method("capacity", "capacity(): int", capacity)
        .method("count", "count(): int", count)
        .method("isEmpty", "isEmpty(): bool", is_empty)
        .method("isFull", "isFull(): bool", is_full)
        .method("getIterator", "getIterator(): Iterator", get_iterator)
        .method("__destruct", "__destruct()", destruct)
        .register(table);
}

/// The internal state of an `Async\Channel` object.
struct ChannelHandle(Rc<Channel>);

impl Internal for ChannelHandle {
    fn trace(&self, visit: &mut dyn FnMut(&Value)) {
        self.0.trace(visit);
    }
}

/// A pending `recvAsync()` future.
struct FutureSink(PendingFuture);

impl RecvSink for FutureSink {
    fn alive(&self) -> bool {
        self.0.alive()
    }
    fn settle(&self, interp: &Interp, outcome: Outcome) {
        self.0.settle(interp, outcome);
    }
}

/// The channel behind an object.
pub fn channel_of(o: &Obj) -> Option<Rc<Channel>> {
    o.with_internal(|h: &mut ChannelHandle| h.0.clone())
}

fn chan(interp: &Interp, this: Option<&Obj>) -> Result<Rc<Channel>, Unwind> {
    let this = super::this(interp, this)?;
    channel_of(this).ok_or_else(|| interp.throw_error("Error", "Channel is not initialized"))
}

/// An `int` argument as PHP coerces it for an internal method in coercive mode.
fn int_arg(interp: &Interp, args: &[Value], i: usize, name: &str) -> Result<i64, Unwind> {
    let v = args.get(i).map(|v| v.deref()).unwrap_or(Value::Int(0));
    match &v {
        Value::Int(n) => return Ok(*n),
        Value::Bool(b) => return Ok(i64::from(*b)),
        Value::Float(f) if f.fract() == 0.0 && f.is_finite() => return Ok(*f as i64),
        Value::Str(s) => {
            if let Some((crate::value::Numeric::Int(n), crate::value::NumericKind::Numeric)) =
                crate::value::parse_numeric(s)
            {
                return Ok(n);
            }
        }
        _ => {}
    }
    Err(interp.throw_error(
        "TypeError",
        &format!(
            "Async\\Channel::__construct(): Argument #{} (${name}) must be of type int, {} given",
            i + 1,
            v.type_name_for_error()
        ),
    ))
}

/// The value argument of send()/sendAsync(), which is required.
fn value_arg(interp: &Interp, args: &[Value], method: &str) -> Result<Value, Unwind> {
    match args.first() {
        Some(v) => Ok(v.deref()),
        None => Err(interp.throw_error(
            "ArgumentCountError",
            &format!("Async\\Channel::{method}() expects at least 1 argument, 0 given"),
        )),
    }
}

fn construct(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let this = super::this(interp, this)?;
    let names = ["capacity", "noProducerTimeout", "noConsumerTimeout"];
    let mut n = [0u64; 3];
    for (i, name) in names.iter().enumerate() {
        let v = int_arg(interp, args, i, name)?;
        if !(0..=i64::from(i32::MAX)).contains(&v) {
            return Err(interp.throw_error(
                "ValueError",
                &format!(
                    "Async\\Channel::__construct(): Argument #{} (${name}) must be between 0 and 2147483647",
                    i + 1
                ),
            ));
        }
        n[i] = v as u64;
    }
    let hard = args.get(3).is_some_and(|v| v.deref().to_bool());
    let ch = Channel::new(n[0] as usize, n[1], n[2], hard);
    if let Some(owner) = interp.current_scope() {
        // The owner scope closes its channels when it is cancelled or disposed (§8.7).
        let weak = Rc::downgrade(&ch);
        owner.on_cancel(Box::new(move |i: &Interp| {
            if let Some(ch) = weak.upgrade() {
                ch.close(i, CloseReason::ScopeDisposed);
            }
        }));
    }
    this.set_internal(Box::new(ChannelHandle(ch)));
    Ok(Value::Null)
}

fn token_arg(
    interp: &Interp,
    args: &[Value],
    i: usize,
    func: &str,
) -> Result<Option<Awaitable>, Unwind> {
    match args.get(i) {
        None => Ok(None),
        Some(v) if v.deref().is_null() => Ok(None),
        Some(v) => crate::builtins::async_api::completable_arg(
            interp,
            v,
            func,
            i + 1,
            "cancellationToken",
            true,
        ),
    }
}

fn send(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let ch = chan(interp, this)?;
    let v = value_arg(interp, args, "send")?;
    let token = token_arg(interp, args, 1, "Async\\Channel::send")?;
    interp.async_start();
    ch.send(interp, v, token.as_ref())
        .map_err(|e| ch.error(interp, e))?;
    Ok(Value::Null)
}

/// `send($v)` without a token, in a coroutine, on an open channel: the whole operation
/// (waiting included) without a stack entry. Only the close exception, when the channel
/// closes meanwhile, is created inside one.
fn send_now(interp: &Interp, this: &Obj, args: &mut [Value]) -> Option<Native> {
    let [v] = args else {
        return None;
    };
    let ch = channel_of(this)?;
    if !ready_for_fast_op(interp, &ch) {
        return None;
    }
    let r = ch.send(interp, v.deref(), None).map(|_| Value::Null);
    Some(r.map_err(|e| in_method_entry(interp, "send", args, || ch.error(interp, e))))
}

/// `recv()` without a token, in a coroutine, on an open channel (see `send_now`).
fn recv_now(interp: &Interp, this: &Obj, args: &mut [Value]) -> Option<Native> {
    if !args.is_empty() {
        return None;
    }
    let ch = channel_of(this)?;
    if !ready_for_fast_op(interp, &ch) {
        return None;
    }
    let r = ch.recv(interp, None);
    Some(r.map_err(|e| in_method_entry(interp, "recv", args, || ch.error(interp, e))))
}

/// Whether an operation on `ch` may take the fast path: the channel is open and a
/// coroutine runs (the scheduler started), so that the operation throws nothing it
/// creates itself unless the channel closes while it waits.
fn ready_for_fast_op(interp: &Interp, ch: &Channel) -> bool {
    interp.async_start();
    ch.close_reason().is_none() && interp.sched.has_current()
}

/// Run `f` inside the call-stack entry `Async\Channel->method(args)` (as the method's
/// full version runs), for the exceptions it creates to show it in their traces.
fn in_method_entry(
    interp: &Interp,
    method: &str,
    args: &[Value],
    f: impl FnOnce() -> Unwind,
) -> Unwind {
    let mut shown = interp.arg_vec();
    shown.extend_from_slice(args);
    let info = interp.native_call_info(
        Rc::from(method),
        Some((Rc::from("Async\\Channel"), "->")),
        shown,
        true,
    );
    interp.in_native_call(info, f)
}

fn send_async(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let ch = chan(interp, this)?;
    let v = value_arg(interp, args, "sendAsync")?;
    Ok(Value::Bool(ch.send_async(interp, v)))
}

fn recv(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, args: &mut [Value]) -> Native {
    let ch = chan(interp, this)?;
    let token = token_arg(interp, args, 0, "Async\\Channel::recv")?;
    interp.async_start();
    ch.recv(interp, token.as_ref())
        .map_err(|e| ch.error(interp, e))
}

fn recv_async(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let ch = chan(interp, this)?;
    let f = match ch.recv_async(interp) {
        Some(Ok(v)) => settled_future(interp, Outcome::Value(v))?,
        Some(Err(Unwind::Throw(e))) => settled_future(interp, Outcome::Error(e))?,
        Some(Err(u)) => return Err(u),
        None => {
            interp.async_start();
            let (f, pending) = pending_future(interp)?;
            ch.enqueue_future(interp, Box::new(FutureSink(pending)));
            f
        }
    };
    Ok(Value::Object(f))
}

fn close(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    chan(interp, this)?.close(interp, CloseReason::Explicit);
    Ok(Value::Null)
}

/// The object is destroyed: the channel closes with DISPOSED (pending `recvAsync()`
/// futures fail), unless it was closed before.
fn destruct(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    if let Some(ch) = this.and_then(channel_of) {
        ch.close(interp, CloseReason::Disposed);
    }
    Ok(Value::Null)
}

fn is_closed(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Bool(chan(interp, this)?.close_reason().is_some()))
}

fn capacity(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Int(chan(interp, this)?.capacity() as i64))
}

fn count(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Int(chan(interp, this)?.count() as i64))
}

fn is_empty(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Bool(chan(interp, this)?.count() == 0))
}

fn is_full(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    Ok(Value::Bool(chan(interp, this)?.is_full()))
}

/// One step of iteration: the next value, or None once the channel was closed
/// explicitly and drained (any other close reason is thrown).
fn next_value(interp: &Interp, ch: &Rc<Channel>) -> Result<Option<Value>, Unwind> {
    interp.async_start();
    match ch.recv(interp, None).map_err(|e| ch.error(interp, e)) {
        Ok(v) => Ok(Some(v)),
        Err(Unwind::Throw(e))
            if ch.close_reason() == Some(CloseReason::Explicit)
                && e.class().instanceof_name("async\\channelexception") =>
        {
            Ok(None)
        }
        Err(u) => Err(u),
    }
}

fn get_iterator(interp: &Interp, this: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Native {
    let ch = chan(interp, this)?;
    super::weak::on_demand_iterator(interp, Box::new(move |i: &Interp| next_value(i, &ch)))
}

/// `foreach` over a channel (None: `o` is not one). `each(key, value)` returns false to
/// stop; keys are null.
pub fn foreach_channel(
    interp: &Interp,
    o: &Obj,
    by_ref: bool,
    each: &mut dyn FnMut(Value, Value) -> Result<bool, Unwind>,
) -> Option<Result<(), Unwind>> {
    let ch = channel_of(o)?;
    if by_ref {
        return Some(Err(
            interp.throw_error("Error", "Cannot iterate channel by reference")
        ));
    }
    Some((|| {
        while let Some(v) = next_value(interp, &ch)? {
            if !each(Value::Null, v)? {
                break;
            }
        }
        Ok(())
    })())
}
