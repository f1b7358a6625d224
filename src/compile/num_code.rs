//! Lowering of number-shaped binary expressions to native code: a tree of int and float
//! literals, local variables, elements of local arrays (`$a[$i][0]`), properties of
//! `$this` or of a local variable's object (`$o->x`) and
//! `+ - * / % & | ^ << >>` (with a comparison or `<=>` at the root) becomes a tree of closures, each specialised for its operands' kinds, that
//! the evaluator runs instead of walking the AST. Runs after the resolver numbered the
//! variables; only the shape is fixed, so every value is still checked when it runs, and
//! the general path takes over when one is neither an int nor a float or an operation
//! could warn or throw (division by zero, `%` or a bitwise operator on a float), or a
//! property is not there to be read without checks (see `Obj::plain_prop_with`).

use std::cell::Cell;

use crate::compile::resolve::{is_local_slot, THIS_SLOT};
use crate::eval::Frame;
use crate::syntax::ast::*;
use crate::value::Value;

/// Deepest tree lowered.
const MAX_DEPTH: u32 = 6;
/// Operators allowed inside the tree.
fn is_arith(op: BinaryOp) -> bool {
    matches!(
        op,
        BinaryOp::Add
            | BinaryOp::Sub
            | BinaryOp::Mul
            | BinaryOp::Div
            | BinaryOp::Mod
            | BinaryOp::BitAnd
            | BinaryOp::BitOr
            | BinaryOp::BitXor
            | BinaryOp::Shl
            | BinaryOp::Shr
    )
}

/// Operators allowed only at the root.
fn is_comparison(op: BinaryOp) -> bool {
    matches!(
        op,
        BinaryOp::Lt
            | BinaryOp::Le
            | BinaryOp::Gt
            | BinaryOp::Ge
            | BinaryOp::Eq
            | BinaryOp::Identical
            | BinaryOp::NotEq
            | BinaryOp::NotIdentical
            | BinaryOp::Spaceship
    )
}

/// One operator on two ints, None where PHP's result would not be this int (overflow to
/// float, division by zero, a shift PHP treats specially).
#[inline(always)]
pub fn int_op(op: BinaryOp, a: i64, b: i64) -> Option<i64> {
    Some(match op {
        BinaryOp::Add => a.checked_add(b)?,
        BinaryOp::Sub => a.checked_sub(b)?,
        BinaryOp::Mul => a.checked_mul(b)?,
        BinaryOp::Mod if b != 0 && b != -1 => a % b,
        BinaryOp::BitAnd => a & b,
        BinaryOp::BitOr => a | b,
        BinaryOp::BitXor => a ^ b,
        BinaryOp::Shl if (0..64).contains(&b) => a << b,
        BinaryOp::Shr if (0..64).contains(&b) => a >> b,
        BinaryOp::Lt => (a < b) as i64,
        BinaryOp::Le => (a <= b) as i64,
        BinaryOp::Gt => (a > b) as i64,
        BinaryOp::Ge => (a >= b) as i64,
        BinaryOp::Eq | BinaryOp::Identical => (a == b) as i64,
        BinaryOp::NotEq | BinaryOp::NotIdentical => (a != b) as i64,
        BinaryOp::Spaceship => (a > b) as i64 - (a < b) as i64,
        _ => return None,
    })
}

/// One operator on two numbers as PHP computes it: ints overflow to floats, `/` gives an
/// int when exact, an int meets a float as a float. None where PHP would warn or throw
/// (division by zero, `%` and the bitwise operators on a float) or where the int form
/// has no result (see `int_op`).
#[inline(always)]
pub fn num_op(op: BinaryOp, a: Num, b: Num) -> Option<Num> {
    let (x, y) = match (a, b) {
        (Num::I(a), Num::I(b)) => {
            if let Some(r) = int_op(op, a, b) {
                return Some(Num::I(r));
            }
            return int_slow(op, a, b);
        }
        (Num::F(a), Num::F(b)) => (a, b),
        (Num::I(a), Num::F(b)) => (a as f64, b),
        (Num::F(a), Num::I(b)) => (a, b as f64),
    };
    Some(match op {
        BinaryOp::Add => Num::F(x + y),
        BinaryOp::Sub => Num::F(x - y),
        BinaryOp::Mul => Num::F(x * y),
        BinaryOp::Div if y != 0.0 => Num::F(x / y),
        BinaryOp::Lt => Num::I((x < y) as i64),
        BinaryOp::Le => Num::I((x <= y) as i64),
        BinaryOp::Gt => Num::I((x > y) as i64),
        BinaryOp::Ge => Num::I((x >= y) as i64),
        BinaryOp::Eq => Num::I((x == y) as i64),
        BinaryOp::NotEq => Num::I((x != y) as i64),
        // An int is never identical to a float.
        BinaryOp::Identical => Num::I((matches!((a, b), (Num::F(_), Num::F(_))) && x == y) as i64),
        BinaryOp::NotIdentical => {
            Num::I((!matches!((a, b), (Num::F(_), Num::F(_))) || x != y) as i64)
        }
        _ => return None,
    })
}

/// The int operations `int_op` leaves out that still have a number result: overflow to
/// float, `/`, `% -1`.
#[cold]
fn int_slow(op: BinaryOp, a: i64, b: i64) -> Option<Num> {
    Some(match op {
        BinaryOp::Add => Num::F(a as f64 + b as f64),
        BinaryOp::Sub => Num::F(a as f64 - b as f64),
        BinaryOp::Mul => Num::F(a as f64 * b as f64),
        BinaryOp::Div if b == 0 => return None,
        BinaryOp::Div if b == -1 && a == i64::MIN => Num::F(-(a as f64)),
        BinaryOp::Div if a % b == 0 => Num::I(a / b),
        BinaryOp::Div => Num::F(a as f64 / b as f64),
        BinaryOp::Mod if b == -1 => Num::I(0),
        _ => return None,
    })
}

/// Give `e`, a binary expression whose operands are resolved, its native code when it has
/// the shape: a number program, and an int program beside it (the one tried first: it
/// is the cheaper one while the variables hold ints), which gives up at once when the
/// tree has a float literal or an operator ints are not closed under.
pub fn lower(e: &Expr) {
    let ExprKind::Binary { op, code, .. } = &e.kind else {
        return;
    };
    if !is_arith(*op) && !is_comparison(*op) {
        return;
    }
    let Some(Operand::Code(num)) = operand::<Num>(e, MAX_DEPTH, true) else {
        return;
    };
    let int = match operand::<i64>(e, MAX_DEPTH, true) {
        Some(Operand::Code(int)) => int,
        _ => Box::new(|_: &[Option<Value>], _: &Frame| None),
    };
    let _ = code.0.set(NumProgram {
        int,
        num,
        is_bool: is_comparison(*op) && *op != BinaryOp::Spaceship,
    });
}

/// What a program computes with: `i64` for int programs, `Num` for number programs.
trait Number: Copy + 'static {
    fn literal(l: &Literal) -> Option<Self>;
    fn of_value(v: &Value) -> Option<Self>;
    /// Whether the operator belongs in a program of this type.
    fn allows(op: BinaryOp) -> bool;
    fn apply(op: BinaryOp, a: Self, b: Self) -> Option<Self>;
}

impl Number for i64 {
    #[inline(always)]
    fn literal(l: &Literal) -> Option<i64> {
        match l {
            Literal::Int(i) => Some(*i),
            _ => None,
        }
    }
    #[inline(always)]
    fn of_value(v: &Value) -> Option<i64> {
        match v {
            Value::Int(i) => Some(*i),
            _ => None,
        }
    }
    fn allows(op: BinaryOp) -> bool {
        op != BinaryOp::Div
    }
    #[inline(always)]
    fn apply(op: BinaryOp, a: i64, b: i64) -> Option<i64> {
        int_op(op, a, b)
    }
}

impl Number for Num {
    #[inline(always)]
    fn literal(l: &Literal) -> Option<Num> {
        match l {
            Literal::Int(i) => Some(Num::I(*i)),
            Literal::Float(x) => Some(Num::F(*x)),
            _ => None,
        }
    }
    #[inline(always)]
    fn of_value(v: &Value) -> Option<Num> {
        match v {
            Value::Int(i) => Some(Num::I(*i)),
            Value::Float(x) => Some(Num::F(*x)),
            _ => None,
        }
    }
    fn allows(_: BinaryOp) -> bool {
        true
    }
    #[inline(always)]
    fn apply(op: BinaryOp, a: Num, b: Num) -> Option<Num> {
        num_op(op, a, b)
    }
}

/// Lowered code computing a `T`.
type Code<T> = Box<dyn Fn(&[Option<Value>], &Frame) -> Option<T>>;

/// A lowered operand.
enum Operand<T> {
    Const(T),
    Slot(u32),
    /// Read in the node that uses it, without a call of its own.
    Prop(PropRead),
    Code(Code<T>),
}

fn operand<T: Number>(e: &Expr, depth: u32, root: bool) -> Option<Operand<T>> {
    Some(match &e.kind {
        ExprKind::Lit(l) => Operand::Const(T::literal(l)?),
        ExprKind::Var(_, slot) if is_local_slot(slot.get()) => Operand::Slot(slot.get()),
        ExprKind::Index { .. } => {
            let elem = element(e, ELEMENT_DEPTH)?;
            Operand::Code(Box::new(move |s, _| T::of_value(elem.get(s)?)))
        }
        ExprKind::Prop {
            obj,
            name: MemberName::Ident(name),
            nullsafe: false,
            ..
        } => {
            let prop = PropRead {
                base: match &obj.kind {
                    ExprKind::Var(_, slot) if slot.get() == THIS_SLOT => PropBase::This,
                    ExprKind::Var(_, slot) if is_local_slot(slot.get()) => {
                        PropBase::Slot(slot.get())
                    }
                    _ => return None,
                },
                name: name.as_bytes().into(),
                hint: Cell::new(0),
            };
            Operand::Prop(prop)
        }
        ExprKind::Binary {
            op, left, right, ..
        } if depth > 0 && T::allows(*op) && (is_arith(*op) || root && is_comparison(*op)) => {
            let l = operand(left, depth - 1, false)?;
            let r = operand(right, depth - 1, false)?;
            Operand::Code(binary(*op, l, r))
        }
        _ => return None,
    })
}

/// Deepest `$a[i][j]...` read lowered.
const ELEMENT_DEPTH: usize = 3;

/// An array element read `$a[k1][k2]...` from a local variable, with keys that are int or
/// string literals or local variables holding ints.
struct Element {
    slot: u32,
    keys: Vec<ElementKey>,
}

enum ElementKey {
    Int(i64),
    Str(Vec<u8>),
    Slot(u32),
}

/// The element read of `e`, an `Index` expression, when it has that shape.
fn element(e: &Expr, depth: usize) -> Option<Element> {
    let mut keys = Vec::new();
    let mut cur = e;
    while let ExprKind::Index {
        base,
        index: Some(index),
    } = &cur.kind
    {
        keys.push(match &index.kind {
            ExprKind::Lit(Literal::Int(i)) => ElementKey::Int(*i),
            ExprKind::Lit(Literal::Str(b)) => ElementKey::Str(b.to_vec()),
            ExprKind::Var(_, slot) if is_local_slot(slot.get()) => ElementKey::Slot(slot.get()),
            _ => return None,
        });
        cur = base;
    }
    let ExprKind::Var(_, slot) = &cur.kind else {
        return None;
    };
    if keys.is_empty() || keys.len() > depth || !is_local_slot(slot.get()) {
        return None;
    }
    keys.reverse();
    Some(Element {
        slot: slot.get(),
        keys,
    })
}

impl Element {
    /// The element, when every array on the way is there (a reference or a missing key
    /// gives None: the general path then reads it, with its warnings).
    #[inline]
    fn get<'a>(&self, slots: &'a [Option<Value>]) -> Option<&'a Value> {
        let mut v = slots.get(self.slot as usize)?.as_ref()?;
        for k in &self.keys {
            let Value::Array(a) = v else {
                return None;
            };
            v = match k {
                ElementKey::Int(i) => a.get_int(*i)?,
                ElementKey::Str(b) => a.get_bytes(b)?,
                ElementKey::Slot(s) => match slots.get(*s as usize)? {
                    Some(Value::Int(i)) => a.get_int(*i)?,
                    _ => return None,
                },
            };
        }
        Some(v)
    }
}

/// A property read `$this->name` or `$o->name` of a local variable's object.
struct PropRead {
    base: PropBase,
    name: Box<[u8]>,
    /// Where the property was found last (see `PhpArray::find_bytes_hinted`).
    hint: Cell<u32>,
}

enum PropBase {
    This,
    Slot(u32),
}

impl PropRead {
    /// The property's number, when it holds one itself (not through a reference) and
    /// the code may read it without checks; None otherwise (the general path then
    /// reads it, with `__get`, visibility errors and warnings).
    #[inline(always)]
    fn get<T: Number>(&self, slots: &[Option<Value>], f: &Frame) -> Option<T> {
        let obj = match self.base {
            PropBase::This => f.this.as_ref()?,
            PropBase::Slot(s) => match slots.get(s as usize)? {
                Some(Value::Object(o)) => o,
                _ => return None,
            },
        };
        obj.plain_prop_with(f.class.as_ref(), &self.name, &self.hint, T::of_value)
    }
}

/// Reading an operand's number.
trait Get<T>: 'static {
    fn get(&self, slots: &[Option<Value>], f: &Frame) -> Option<T>;
}

struct Const<T>(T);
struct Slot(u32);
struct Lowered<T>(Code<T>);

impl<T: Number> Get<T> for Const<T> {
    #[inline(always)]
    fn get(&self, _: &[Option<Value>], _: &Frame) -> Option<T> {
        Some(self.0)
    }
}

impl<T: Number> Get<T> for Slot {
    #[inline(always)]
    fn get(&self, slots: &[Option<Value>], _: &Frame) -> Option<T> {
        T::of_value(slots.get(self.0 as usize)?.as_ref()?)
    }
}

impl<T: Number> Get<T> for PropRead {
    #[inline(always)]
    fn get(&self, slots: &[Option<Value>], f: &Frame) -> Option<T> {
        PropRead::get(self, slots, f)
    }
}

impl<T: Number> Get<T> for Lowered<T> {
    #[inline(always)]
    fn get(&self, slots: &[Option<Value>], f: &Frame) -> Option<T> {
        (self.0)(slots, f)
    }
}

fn node<T: Number, L: Get<T>, R: Get<T>>(op: BinaryOp, l: L, r: R) -> Code<T> {
    Box::new(move |s, f| T::apply(op, l.get(s, f)?, r.get(s, f)?))
}

/// The code of `l op r`, specialised for the operands' kinds.
fn binary<T: Number>(op: BinaryOp, l: Operand<T>, r: Operand<T>) -> Code<T> {
    use Operand as O;
    /// `node` for every pair of operand kinds.
    macro_rules! pairs {
        ($(($l:ident, $r:ident)),*) => {
            match (l, r) {
                $((O::$l(a), O::$r(b)) => node(op, pairs!(@get $l a), pairs!(@get $r b)),)*
            }
        };
        (@get Const $v:ident) => { Const($v) };
        (@get Slot $v:ident) => { Slot($v) };
        (@get Prop $v:ident) => { $v };
        (@get Code $v:ident) => { Lowered($v) };
    }
    pairs!(
        (Const, Const),
        (Const, Slot),
        (Const, Prop),
        (Const, Code),
        (Slot, Const),
        (Slot, Slot),
        (Slot, Prop),
        (Slot, Code),
        (Prop, Const),
        (Prop, Slot),
        (Prop, Prop),
        (Prop, Code),
        (Code, Const),
        (Code, Slot),
        (Code, Prop),
        (Code, Code)
    )
}
