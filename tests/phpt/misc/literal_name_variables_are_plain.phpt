--TEST--
${'name'} is the plain variable $name (in its declared place), and the global symbol table lists php-cli's own variables first
--FILE--
<?php
$x = 1; ${'y'} = 2; $z = 3;
print_r(array_keys(get_defined_vars()));

print_r(array_keys(get_defined_vars()));
function f() { $a = 1; ${'b'} = 2; $c = 3; print_r(array_keys(get_defined_vars())); }
f();
${'a b'} = 5; echo ${'a b'}, "\n";
function h() { ${'x'} = 1; $y = &${'x'}; $y++; echo $x, "\n"; var_dump(isset(${'x'}), isset(${'nope'})); }
h();
$name = 'q'; ${$name} = 3; echo $q, "\n";
class C { function m() { return ${'this'} ?? 'none'; } }
var_dump((new C)->m() instanceof C);
print_r(array_keys($GLOBALS));
--EXPECT--
Array
(
    [0] => _GET
    [1] => _POST
    [2] => _COOKIE
    [3] => _FILES
    [4] => argv
    [5] => argc
    [6] => _SERVER
    [7] => x
    [8] => y
    [9] => z
)
Array
(
    [0] => _GET
    [1] => _POST
    [2] => _COOKIE
    [3] => _FILES
    [4] => argv
    [5] => argc
    [6] => _SERVER
    [7] => x
    [8] => y
    [9] => z
)
Array
(
    [0] => a
    [1] => b
    [2] => c
)
5
2
bool(true)
bool(false)
3
bool(true)
Array
(
    [0] => _GET
    [1] => _POST
    [2] => _COOKIE
    [3] => _FILES
    [4] => argv
    [5] => argc
    [6] => _SERVER
    [7] => x
    [8] => y
    [9] => z
    [10] => a b
    [11] => name
    [12] => q
)
