--TEST--
eval() runs code in the calling scope, returns its return value, throws ParseError on a syntax error and shows as eval() in traces
--FILE--
<?php
function calc(string $expr, array $vars) {
    extract($vars);
    return eval("return $expr;");
}
echo calc('$a * $b + 1', ['a' => 3, 'b' => 4]), "\n";
$x = 1;
eval('$y = $x + 1; echo __LINE__, " ", basename(__FILE__), "\n";');
echo $y, "\n";
var_dump(eval('echo "no return\n";'));
eval("\n\necho \$undefinedInEval;");
echo "\n";
class K { private $secret = 's'; public function peek() { return eval('return $this->secret;'); } }
echo (new K)->peek(), "\n";
try { eval('return 1 +;'); } catch (ParseError $e) { echo get_class($e), ': ', $e->getMessage(), ' @', $e->getLine(), ' ', basename($e->getFile()), "\n"; }
try { eval('throw new RuntimeException("from eval");'); } catch (RuntimeException $e) { echo $e->getMessage(), ' line ', $e->getLine(), ' ', basename($e->getFile()), "\n"; echo $e->getTraceAsString(), "\n"; }
$fn = eval('return function ($n) { return $n * 3; };'); echo $fn(5), "\n";
for ($i = 0; $i < 3; $i++) eval('$acc[] = $i * $i;'); echo implode(',', $acc), "\n";
eval('function evfn() { return "evfn"; }'); echo evfn(), "\n";
eval('?>HTML <?= 1 + 1 ?> <?php');
echo "\n";
eval('throw new LogicException("uncaught in eval");');
--EXPECTF--
13
1 %s(8) : eval()'d code
2
no return
NULL

Warning: Undefined variable $undefinedInEval in %s(11) : eval()'d code on line 3

s
ParseError: syntax error, unexpected token ";" @1 %s(15) : eval()'d code
from eval line 1 %s(16) : eval()'d code
#0 %s(16): eval()
#1 {main}
15
0,1,4
evfn
HTML 2 

Fatal error: Uncaught LogicException: uncaught in eval in %s(22) : eval()'d code:1
Stack trace:
#0 %s(22): eval()
#1 {main}
  thrown in %s(22) : eval()'d code on line 1
