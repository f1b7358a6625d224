//! `Async\CpuSnapshot`: a readonly record of the CPU clocks at one moment (wall time,
//! process user/system time, machine idle/busy time, CPU count), made by `now()`.

use std::rc::Rc;

use super::NativeClass;
use crate::eval::{Interp, Unwind};
use crate::object::assemble::PropSpec;
use crate::object::{Class, ClassTable, Obj};
use crate::runtime::cpu;
use crate::syntax::ast::TypeHint;
use crate::value::Value;

const PROPS: [&str; 6] = [
    "wallNs",
    "processUserNs",
    "processSystemNs",
    "systemIdleNs",
    "systemBusyNs",
    "cpuCount",
];

pub fn register(table: &ClassTable) {
    let mut c = NativeClass::class("Async\\CpuSnapshot")
        .final_()
        .sealed()
        .private_method("__construct", "__construct()", construct)
        .static_method("now", "now(): Async\\CpuSnapshot", now);
    c.spec.is_readonly = true;
    for name in PROPS {
        c.spec.props.push(PropSpec::public_readonly(
            name,
            TypeHint::Named("int".into()),
        ));
    }
    c.register(table);
}

fn construct(_: &Interp, _: Option<&Obj>, _: &Rc<Class>, _: &mut [Value]) -> Result<Value, Unwind> {
    Ok(Value::Null)
}

fn now(
    interp: &Interp,
    _: Option<&Obj>,
    class: &Rc<Class>,
    args: &mut [Value],
) -> Result<Value, Unwind> {
    if !args.is_empty() {
        return Err(interp.throw_error(
            "ArgumentCountError",
            &format!(
                "Async\\CpuSnapshot::now() expects exactly 0 arguments, {} given",
                args.len()
            ),
        ));
    }
    let s = cpu::sample();
    let obj = Obj::new(class);
    let values = [
        s.wall_ns,
        s.user_ns,
        s.system_ns,
        s.idle_ns,
        s.busy_ns,
        s.cpu_count,
    ];
    for (name, v) in PROPS.iter().zip(values) {
        obj.set_prop(name.as_bytes(), Value::Int(v));
    }
    Ok(Value::Object(obj))
}
