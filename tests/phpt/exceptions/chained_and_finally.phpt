--TEST--
custom exceptions, previous chains, traces, finally ordering, exception handler
--FILE--
<?php
class ValidationException extends InvalidArgumentException {
    private array $errors;
    public function __construct(string $message, array $errors = [], ?Throwable $prev = null) {
        parent::__construct($message, 422, $prev);
        $this->errors = $errors;
    }
    public function getErrors(): array { return $this->errors; }
}
function validate(array $data): void {
    $errors = [];
    if (empty($data['name'])) $errors['name'] = 'required';
    if (!str_contains($data['email'] ?? '', '@')) $errors['email'] = 'invalid';
    if ($errors) throw new ValidationException("Validation failed", $errors);
}
function process($x) {
    try {
        echo "try $x\n";
        if ($x === 0) throw new DivisionByZeroError("zero!");
        if ($x < 0) throw new RangeException("negative");
        return 10 / $x;
    } catch (RangeException $e) {
        echo "caught range: ", $e->getMessage(), "\n";
        return -1;
    } finally {
        echo "finally $x\n";
    }
}
foreach ([2, -1, 0] as $x) {
    try { var_dump(process($x)); }
    catch (Error $e) { echo get_class($e), " ", $e->getMessage(), " line ", $e->getLine(), "\n"; }
}
try { validate(['name' => '', 'email' => 'bad']); }
catch (ValidationException $e) { echo $e->getMessage(), " ", $e->getCode(), " ", json_encode($e->getErrors()), "\n"; }
function wrap() {
    try { throw new LogicException("inner", 5); }
    catch (LogicException $e) { throw new RuntimeException("outer", 10, $e); }
}
try { wrap(); } catch (Exception $e) {
    $p = $e->getPrevious();
    echo get_class($e), ":", $e->getMessage(), " <- ", get_class($p), ":", $p->getMessage(), ":", $p->getCode(), "\n";
    echo basename($e->getFile()), " ", $e->getLine(), "\n";
    echo $e->getTraceAsString(), "\n";
}
function f1() { return f2(1, "two", [3]); }
function f2($a, $b, $c) { throw new Exception("deep"); }
try { f1(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; print_r(array_map(fn($t) => $t['function'], $e->getTrace())); }
function retFinally() { try { return "try"; } finally { echo "in finally\n"; } }
echo retFinally(), "\n";
function overrideFinally() { try { return "try"; } finally { return "finally"; } }
echo overrideFinally(), "\n";
try { try { throw new Exception("a"); } finally { echo "cleanup\n"; } } catch (Exception $e) { echo "outer caught ", $e->getMessage(), "\n"; }
try { intdiv(1, 0); } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { echo 1 % 0; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { strlen(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
function typed(int $x): string { return $x; }
try { typed("abc"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { null_fn(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $o = null; $o->method(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo match(5) { 1 => 'a' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
try { throw new ErrorException("ee", 1, E_WARNING, "f.php", 7); } catch (ErrorException $e) { echo $e->getSeverity(), "\n"; }
$e = new Exception("msg");
echo get_class($e), "|", $e->getMessage(), "|", $e->getCode(), "|", $e->getLine(), "\n";
echo $e, "\n";
set_exception_handler(function($e) { echo "Unhandled: ", $e->getMessage(), "\n"; });
throw new Exception("final");
--EXPECTF--
try 2
finally 2
int(5)
try -1
caught range: negative
finally -1
int(-1)
try 0
finally 0
DivisionByZeroError zero! line 19
Validation failed 422 {"name":"required","email":"invalid"}
RuntimeException:outer <- LogicException:inner:5
chained_and_finally.php 37
#0 %s(39): wrap()
#1 {main}
#0 %s(45): f2(1, 'two', Array)
#1 %s(47): f1()
#2 {main}
Array
(
    [0] => f2
    [1] => f1
)
in finally
try
finally
cleanup
outer caught a
Division by zero
Modulo by zero
strlen() expects exactly 1 argument, 0 given
typed(): Argument #1 ($x) must be of type int, string given, called in %s on line 57
Call to undefined function null_fn()
Call to a member function method() on null
Unhandled match case 5
2
Exception|msg|0|62
Exception: msg in %s:62
Stack trace:
#0 {main}
Unhandled: final
