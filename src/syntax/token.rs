//! PHP-mode tokens. `logos` recognises them; strings, heredocs, comments and
//! inline HTML are scanned by hand in the lexer driver (lexer.rs).

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

use logos::Logos;

use super::ast::{InterpPart, Name};
use crate::value::PhpString;

/// The parts of an interpolated string, handed over to the parser exactly once.
#[derive(Clone, Default)]
pub struct TemplateParts(pub Rc<RefCell<Vec<InterpPart>>>);

impl TemplateParts {
    pub fn new(parts: Vec<InterpPart>) -> TemplateParts {
        TemplateParts(Rc::new(RefCell::new(parts)))
    }
    pub fn take(&self) -> Vec<InterpPart> {
        std::mem::take(&mut *self.0.borrow_mut())
    }
}

impl fmt::Debug for TemplateParts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("TemplateParts")
    }
}

fn name(lex: &logos::Lexer<'_, Tok>) -> Name {
    Name::from(String::from_utf8_lossy(lex.slice()).as_ref())
}

fn variable(lex: &logos::Lexer<'_, Tok>) -> Name {
    Name::from(String::from_utf8_lossy(&lex.slice()[1..]).as_ref())
}

/// Digits of a numeric literal without `_` separators.
fn digits(s: &[u8]) -> String {
    s.iter()
        .filter(|&&b| b != b'_')
        .map(|&b| b as char)
        .collect()
}

/// Parses an integer literal in `radix`; values that overflow become floats, as in PHP.
fn radix_number(s: &str, radix: u32) -> Tok {
    match i64::from_str_radix(s, radix) {
        Ok(v) => Tok::Int(v),
        Err(_) => {
            let mut f = 0f64;
            for c in s.chars() {
                f = f * radix as f64 + c.to_digit(radix).unwrap_or(0) as f64;
            }
            Tok::Float(f)
        }
    }
}

fn decimal(lex: &logos::Lexer<'_, Tok>) -> Box<Tok> {
    let s = digits(lex.slice());
    if s.len() > 1 && s.starts_with('0') {
        if s.bytes().all(|b| (b'0'..=b'7').contains(&b)) {
            return Box::new(radix_number(&s[1..], 8));
        }
        return Box::new(Tok::InvalidNumber);
    }
    Box::new(match s.parse::<i64>() {
        Ok(v) => Tok::Int(v),
        Err(_) => Tok::Float(s.parse::<f64>().unwrap_or(f64::INFINITY)),
    })
}

fn prefixed(lex: &logos::Lexer<'_, Tok>) -> Box<Tok> {
    let s = digits(&lex.slice()[2..]);
    let radix = match lex.slice()[1] {
        b'x' | b'X' => 16,
        b'o' | b'O' => 8,
        _ => 2,
    };
    Box::new(radix_number(&s, radix))
}

fn float(lex: &logos::Lexer<'_, Tok>) -> f64 {
    digits(lex.slice()).parse::<f64>().unwrap_or(0.0)
}

#[derive(Logos, Clone, Debug)]
#[logos(source = [u8])]
#[logos(skip r"[ \t\r\n]+")]
#[logos(subpattern label = br"[a-zA-Z_\x80-\xff][a-zA-Z0-9_\x80-\xff]*")]
pub enum Tok {
    // ----- tokens with a payload -----
    #[regex(br"\$[a-zA-Z_\x80-\xff][a-zA-Z0-9_\x80-\xff]*", variable)]
    Variable(Name),
    #[regex(br"[a-zA-Z_\x80-\xff][a-zA-Z0-9_\x80-\xff]*", name)]
    Ident(Name),
    #[regex(
        br"[a-zA-Z_\x80-\xff][a-zA-Z0-9_\x80-\xff]*(\\[a-zA-Z_\x80-\xff][a-zA-Z0-9_\x80-\xff]*)+",
        name
    )]
    QualifiedName(Name),
    #[regex(br"(\\[a-zA-Z_\x80-\xff][a-zA-Z0-9_\x80-\xff]*)+", name)]
    FullyQualifiedName(Name),
    /// `namespace\Foo` (made from a qualified name by the driver).
    RelativeName(Name),
    Int(i64),
    #[regex(
        r"(([0-9]+(_[0-9]+)*)?\.[0-9]+(_[0-9]+)*|[0-9]+(_[0-9]+)*\.)([eE][+-]?[0-9]+(_[0-9]+)*)?|[0-9]+(_[0-9]+)*[eE][+-]?[0-9]+(_[0-9]+)*",
        float
    )]
    Float(f64),
    /// A string without interpolation (quoted, heredoc or nowdoc).
    Str(PhpString),
    /// A double-quoted string or heredoc with interpolation.
    Template(TemplateParts),
    InlineHtml(PhpString),

    // ----- recognised here, replaced by the driver -----
    #[regex(r"[0-9]+(_[0-9]+)*", decimal)]
    #[regex(r"0[xX][0-9a-fA-F]+(_[0-9a-fA-F]+)*", prefixed)]
    #[regex(r"0[oO][0-7]+(_[0-7]+)*", prefixed)]
    #[regex(r"0[bB][01]+(_[01]+)*", prefixed)]
    Number(Box<Tok>),
    InvalidNumber,
    #[token("//")]
    #[token("#")]
    LineComment,
    #[token("/*")]
    BlockComment,
    #[token("#[")]
    AttributeStart,
    #[token("\"")]
    DoubleQuote,
    #[token("'")]
    SingleQuote,
    #[token("`")]
    Backtick,
    #[regex(r"<<<[ \t]*")]
    HeredocStart,
    /// `b'`, `b"` or `b<<<`: the binary-string prefix, which changes nothing.
    #[token("b'")]
    #[token("B'")]
    #[token("b\"")]
    #[token("B\"")]
    #[regex(r"[bB]<<<[ \t]*")]
    BinaryPrefix,
    #[token("?>")]
    CloseTag,
    /// Only made by the driver: marks the start of an interpolated `{$expr}`.
    InterpStart,
    /// Only made by the driver: `&` followed by a variable or `...`.
    AmpVar,
    /// Only made by the driver: a `yield` with no operand.
    YieldBare,

    // ----- casts (recognised by the driver: `( int )`) -----
    IntCast,
    FloatCast,
    StringCast,
    BoolCast,
    ArrayCast,
    ObjectCast,
    UnsetCast,

    // ----- keywords (case-insensitive) -----
    #[token("abstract", ignore(ascii_case))]
    Abstract,
    #[token("and", ignore(ascii_case))]
    LogicalAnd,
    #[token("array", ignore(ascii_case))]
    Array,
    #[token("as", ignore(ascii_case))]
    As,
    #[token("break", ignore(ascii_case))]
    Break,
    #[token("callable", ignore(ascii_case))]
    Callable,
    #[token("case", ignore(ascii_case))]
    Case,
    #[token("catch", ignore(ascii_case))]
    Catch,
    #[token("class", ignore(ascii_case))]
    Class,
    #[token("clone", ignore(ascii_case))]
    Clone,
    #[token("const", ignore(ascii_case))]
    Const,
    #[token("continue", ignore(ascii_case))]
    Continue,
    #[token("declare", ignore(ascii_case))]
    Declare,
    #[token("default", ignore(ascii_case))]
    Default,
    #[token("do", ignore(ascii_case))]
    Do,
    #[token("echo", ignore(ascii_case))]
    Echo,
    #[token("else", ignore(ascii_case))]
    Else,
    #[token("elseif", ignore(ascii_case))]
    ElseIf,
    #[token("empty", ignore(ascii_case))]
    Empty,
    #[token("enddeclare", ignore(ascii_case))]
    EndDeclare,
    #[token("endfor", ignore(ascii_case))]
    EndFor,
    #[token("endforeach", ignore(ascii_case))]
    EndForeach,
    #[token("endif", ignore(ascii_case))]
    EndIf,
    #[token("endswitch", ignore(ascii_case))]
    EndSwitch,
    #[token("endwhile", ignore(ascii_case))]
    EndWhile,
    /// Only made by the driver: `enum` followed by a name.
    Enum,
    #[token("eval", ignore(ascii_case))]
    Eval,
    #[token("exit", ignore(ascii_case))]
    #[token("die", ignore(ascii_case))]
    Exit,
    #[token("extends", ignore(ascii_case))]
    Extends,
    #[token("final", ignore(ascii_case))]
    Final,
    #[token("finally", ignore(ascii_case))]
    Finally,
    #[token("fn", ignore(ascii_case))]
    Fn,
    #[token("for", ignore(ascii_case))]
    For,
    #[token("foreach", ignore(ascii_case))]
    Foreach,
    #[token("function", ignore(ascii_case))]
    Function,
    #[token("global", ignore(ascii_case))]
    Global,
    #[token("goto", ignore(ascii_case))]
    Goto,
    #[token("if", ignore(ascii_case))]
    If,
    #[token("implements", ignore(ascii_case))]
    Implements,
    #[token("include", ignore(ascii_case))]
    Include,
    #[token("include_once", ignore(ascii_case))]
    IncludeOnce,
    #[token("instanceof", ignore(ascii_case))]
    Instanceof,
    #[token("insteadof", ignore(ascii_case))]
    Insteadof,
    #[token("interface", ignore(ascii_case))]
    Interface,
    #[token("isset", ignore(ascii_case))]
    Isset,
    #[token("list", ignore(ascii_case))]
    List,
    #[token("match", ignore(ascii_case))]
    Match,
    #[token("namespace", ignore(ascii_case))]
    Namespace,
    #[token("new", ignore(ascii_case))]
    New,
    #[token("or", ignore(ascii_case))]
    LogicalOr,
    #[token("print", ignore(ascii_case))]
    Print,
    #[token("private", ignore(ascii_case))]
    Private,
    #[token("protected", ignore(ascii_case))]
    Protected,
    #[token("public", ignore(ascii_case))]
    Public,
    #[token("readonly", ignore(ascii_case))]
    Readonly,
    #[token("require", ignore(ascii_case))]
    Require,
    #[token("require_once", ignore(ascii_case))]
    RequireOnce,
    #[token("return", ignore(ascii_case))]
    Return,
    #[token("static", ignore(ascii_case))]
    Static,
    #[token("switch", ignore(ascii_case))]
    Switch,
    #[token("throw", ignore(ascii_case))]
    Throw,
    #[token("trait", ignore(ascii_case))]
    Trait,
    #[token("try", ignore(ascii_case))]
    Try,
    #[token("unset", ignore(ascii_case))]
    Unset,
    #[token("use", ignore(ascii_case))]
    Use,
    #[token("var", ignore(ascii_case))]
    Var,
    #[token("while", ignore(ascii_case))]
    While,
    #[token("xor", ignore(ascii_case))]
    LogicalXor,
    #[token("yield", ignore(ascii_case))]
    Yield,
    /// Only made by the driver: `yield from`.
    YieldFrom,
    #[token("__halt_compiler", ignore(ascii_case))]
    HaltCompiler,
    #[token("__line__", ignore(ascii_case))]
    MagicLine,
    #[token("__file__", ignore(ascii_case))]
    MagicFile,
    #[token("__dir__", ignore(ascii_case))]
    MagicDir,
    #[token("__function__", ignore(ascii_case))]
    MagicFunction,
    #[token("__class__", ignore(ascii_case))]
    MagicClass,
    #[token("__method__", ignore(ascii_case))]
    MagicMethod,
    #[token("__namespace__", ignore(ascii_case))]
    MagicNamespace,
    #[token("__trait__", ignore(ascii_case))]
    MagicTrait,

    // ----- punctuation and operators -----
    #[token(";")]
    Semi,
    #[token(",")]
    Comma,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    /// `${` (also `$` followed by `{` after spaces is two tokens: Dollar, LBrace).
    #[token("$")]
    Dollar,
    #[token("->")]
    Arrow,
    #[token("?->")]
    NullsafeArrow,
    #[token("=>")]
    DoubleArrow,
    #[token("::")]
    DoubleColon,
    #[token("\\")]
    Backslash,
    #[token("...")]
    Ellipsis,
    #[token("?")]
    Question,
    #[token(":")]
    Colon,
    #[token("??")]
    Coalesce,
    #[token("=")]
    Assign,
    #[token("+=")]
    PlusAssign,
    #[token("-=")]
    MinusAssign,
    #[token("*=")]
    MulAssign,
    #[token("/=")]
    DivAssign,
    #[token(".=")]
    ConcatAssign,
    #[token("%=")]
    ModAssign,
    #[token("**=")]
    PowAssign,
    #[token("&=")]
    AndAssign,
    #[token("|=")]
    OrAssign,
    #[token("^=")]
    XorAssign,
    #[token("<<=")]
    ShlAssign,
    #[token(">>=")]
    ShrAssign,
    #[token("??=")]
    CoalesceAssign,
    #[token("==")]
    Eq,
    #[token("!=")]
    #[token("<>")]
    NotEq,
    #[token("===")]
    Identical,
    #[token("!==")]
    NotIdentical,
    #[token("<")]
    Lt,
    #[token("<=")]
    Le,
    #[token(">")]
    Gt,
    #[token(">=")]
    Ge,
    #[token("<=>")]
    Spaceship,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("/")]
    Slash,
    #[token("%")]
    Percent,
    #[token("**")]
    Pow,
    #[token(".")]
    Dot,
    #[token("!")]
    Bang,
    #[token("~")]
    Tilde,
    #[token("&")]
    Amp,
    #[token("|")]
    Pipe,
    #[token("^")]
    Caret,
    #[token("&&")]
    BoolAnd,
    #[token("||")]
    BoolOr,
    #[token("<<")]
    Shl,
    #[token(">>")]
    Shr,
    #[token("++")]
    Inc,
    #[token("--")]
    Dec,
    #[token("@")]
    At,
}

impl Tok {
    /// True for reserved words, which become plain identifiers after `->`, `::`,
    /// `function` and in a few other places where PHP accepts them as names.
    pub fn is_keyword(&self) -> bool {
        use Tok::*;
        matches!(
            self,
            Abstract
                | LogicalAnd
                | Array
                | As
                | Break
                | Callable
                | Case
                | Catch
                | Class
                | Clone
                | Const
                | Continue
                | Declare
                | Default
                | Do
                | Echo
                | Else
                | ElseIf
                | Empty
                | EndDeclare
                | EndFor
                | EndForeach
                | EndIf
                | EndSwitch
                | EndWhile
                | Enum
                | Eval
                | Exit
                | Extends
                | Final
                | Finally
                | Fn
                | For
                | Foreach
                | Function
                | Global
                | Goto
                | If
                | Implements
                | Include
                | IncludeOnce
                | Instanceof
                | Insteadof
                | Interface
                | Isset
                | List
                | Match
                | Namespace
                | New
                | LogicalOr
                | Print
                | Private
                | Protected
                | Public
                | Readonly
                | Require
                | RequireOnce
                | Return
                | Static
                | Switch
                | Throw
                | Trait
                | Try
                | Unset
                | Use
                | Var
                | While
                | LogicalXor
                | Yield
                | HaltCompiler
                | MagicLine
                | MagicFile
                | MagicDir
                | MagicFunction
                | MagicClass
                | MagicMethod
                | MagicNamespace
                | MagicTrait
        )
    }
}
