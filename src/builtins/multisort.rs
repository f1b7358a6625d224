//! `array_multisort`: sort several arrays of equal size together, row by row, each
//! column with its own SORT_ASC/SORT_DESC order and SORT_* comparison; ties fall back to
//! the original position. String keys are kept, int keys renumbered.

use std::cmp::Ordering;
use std::rc::Rc;

use super::array_args::ref_cell;
use super::hybrid_sort::zend_sort;
use super::sort::{
    compare_values, SortKind, SORT_ASC, SORT_DESC, SORT_FLAG_CASE, SORT_LOCALE_STRING,
    SORT_NATURAL, SORT_NUMERIC, SORT_REGULAR, SORT_STRING,
};
use super::Builtin;
use crate::eval::{Interp, Unwind};
use crate::value::{Key, PhpArray, PhpRef, Value};

/// One array argument with its ordering.
struct Column {
    cell: PhpRef,
    arr: Rc<PhpArray>,
    kind: SortKind,
    desc: bool,
}

fn arg_error(cx: &Interp, class: &str, n: usize, msg: &str) -> Unwind {
    // The first argument is the named `$array`, the others the variadic `$rest`.
    let name = if n == 1 { " ($array)" } else { "" };
    cx.throw_error(
        class,
        &format!("array_multisort(): Argument #{n}{name} {msg}"),
    )
}

/// Parse the arguments into columns, as php does: each array may be followed by at most
/// one order flag and one comparison flag.
fn parse_columns(cx: &Interp, args: &[Value]) -> Result<Vec<Column>, Unwind> {
    let mut columns: Vec<Column> = Vec::new();
    let mut order_free = false;
    let mut type_free = false;
    for (i, _) in args.iter().enumerate() {
        let cell = ref_cell(args, i);
        let v = cell.borrow().clone();
        match v {
            Value::Array(arr) => {
                columns.push(Column {
                    cell,
                    arr,
                    kind: SortKind::Regular,
                    desc: false,
                });
                order_free = true;
                type_free = true;
            }
            Value::Int(flag) => {
                let Some(col) = columns.last_mut() else {
                    return Err(arg_error(
                        cx,
                        "TypeError",
                        i + 1,
                        "must be an array or a sort flag",
                    ));
                };
                match flag & !SORT_FLAG_CASE {
                    SORT_ASC | SORT_DESC => {
                        if !order_free {
                            return Err(arg_error(
                                cx,
                                "TypeError",
                                i + 1,
                                "must be an array or a sort flag that has not already been specified",
                            ));
                        }
                        col.desc = flag == SORT_DESC;
                        order_free = false;
                    }
                    SORT_REGULAR | SORT_NUMERIC | SORT_STRING | SORT_NATURAL
                    | SORT_LOCALE_STRING => {
                        if !type_free {
                            return Err(arg_error(
                                cx,
                                "TypeError",
                                i + 1,
                                "must be an array or a sort flag that has not already been specified",
                            ));
                        }
                        col.kind = SortKind::from_flags(flag);
                        type_free = false;
                    }
                    _ => {
                        return Err(arg_error(
                            cx,
                            "ValueError",
                            i + 1,
                            "must be a valid sort flag",
                        ))
                    }
                }
            }
            _ => {
                return Err(arg_error(
                    cx,
                    "TypeError",
                    i + 1,
                    "must be an array or a sort flag",
                ))
            }
        }
    }
    Ok(columns)
}

fn array_multisort(cx: &Interp, args: &mut [Value]) -> Result<Value, Unwind> {
    let columns = parse_columns(cx, args)?;
    let Some(first) = columns.first() else {
        return Ok(Value::Bool(true));
    };
    let size = first.arr.len();
    if columns.iter().any(|c| c.arr.len() != size) {
        return Err(cx.throw_error("ValueError", "Array sizes are inconsistent"));
    }
    if size == 0 {
        return Ok(Value::Bool(true));
    }
    // rows[r][c]: the (key, value) of row r in column c.
    let cols: Vec<Vec<(Key, Value)>> = columns
        .iter()
        .map(|c| c.arr.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
        .collect();
    let mut order: Vec<usize> = (0..size).collect();
    let mut err = None;
    zend_sort(&mut order, &mut |&a: &usize, &b: &usize| {
        if err.is_some() {
            return false;
        }
        for (c, col) in columns.iter().enumerate() {
            let (x, y) = (&cols[c][a].1, &cols[c][b].1);
            let r = if col.desc {
                compare_values(cx, col.kind, y, x)
            } else {
                compare_values(cx, col.kind, x, y)
            };
            match r {
                Ok(Ordering::Equal) => continue,
                Ok(o) => return o == Ordering::Greater,
                Err(e) => {
                    err = Some(e);
                    return false;
                }
            }
        }
        a > b
    });
    if let Some(e) = err {
        return Err(e);
    }
    for (c, col) in columns.iter().enumerate() {
        let mut out = PhpArray::with_capacity(size);
        for &r in &order {
            let (k, v) = &cols[c][r];
            match k {
                Key::Int(_) => {
                    out.push(v.clone());
                }
                Key::Str(_) => out.insert(k.clone(), v.clone()),
            }
        }
        out.set_next_index(size as i64);
        *col.cell.borrow_mut() = Value::arr(out);
    }
    Ok(Value::Bool(true))
}

pub const FUNCTIONS: &[Builtin] = &[Builtin {
    name: "array_multisort",
    sig: "array_multisort(&$array, &...$rest): bool",
    call: array_multisort,
}];
