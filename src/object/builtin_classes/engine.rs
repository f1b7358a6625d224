//! Class shells for `Closure` and `Generator`: the evaluator implements their behaviour
//! (invocation, bind/call, resuming); the class table only needs them to exist with the
//! right flags and interfaces.

use super::NativeClass;
use crate::object::ClassTable;

pub fn register(table: &ClassTable) {
    NativeClass::class("Closure").final_().register(table);
    NativeClass::class("Generator")
        .final_()
        .implements(table, &["Iterator"])
        .register(table);
}
