--TEST--
unqualified functions and constants fall back to global ones; classes do not
--FILE--
<?php
namespace Shop;

function strtoupper($s) { return "shop-" . \strtoupper($s); }
echo strtoupper("x"), " ", \strtoupper("x"), "\n";
echo strlen("fallback"), " ", PHP_EOL === "\n" ? "eol" : "?", " ", M_PI > 3 ? "pi" : "", "\n";
echo \count([1, 2]), " ", count([1]), "\n";
try {
    $e = new Exception("unqualified class name");
} catch (\Error $err) {
    echo get_class($err), ": ", $err->getMessage(), "\n";
}
$ok = new \Exception("qualified");
echo get_class($ok), "\n";
--EXPECT--
shop-X X
8 eol pi
2 1
Error: Class "Shop\Exception" not found
Exception
