--TEST--
grouped use declarations
--FILE--
<?php
namespace Vendor\Pkg {
    class A { const N = 'A'; }
    class B { const N = 'B'; }
    function f() { return 'f'; }
    function g() { return 'g'; }
    const X = 'x';
    const Y = 'y';
}
namespace {
    use Vendor\Pkg\{A, B as Bee};
    use function Vendor\Pkg\{f, g};
    use const Vendor\Pkg\{X, Y};
    use Vendor\Pkg\{function f as ff, const X as XX};
    echo A::N, Bee::N, f(), g(), X, Y, ff(), XX, "\n";
}
--EXPECT--
ABfgxyfx
