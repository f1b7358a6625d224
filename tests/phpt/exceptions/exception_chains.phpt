--TEST--
custom exception hierarchy, previous chains, finally, multi-catch, built-in errors, uncaught output
--FILE--
<?php
class AppException extends Exception {
    protected $context = [];
    public function __construct($message, $context = [], $code = 0, ?Throwable $previous = null) {
        parent::__construct($message, $code, $previous);
        $this->context = $context;
    }
    public function getContext() { return $this->context; }
}
class DbException extends AppException {}
function query($sql) {
    try {
        throw new PDOException("connection lost");
    } catch (Exception $e) {
        throw new DbException("Query failed: $sql", ['sql' => $sql], 42, $e);
    } finally {
        echo "finally in query\n";
    }
}
try {
    query("SELECT 1");
} catch (AppException $e) {
    echo get_class($e), " ", $e->getMessage(), " ", $e->getCode(), "\n";
    print_r($e->getContext());
    $p = $e->getPrevious();
    echo get_class($p), ": ", $p->getMessage(), "\n";
    echo $e->getLine(), " ", basename($e->getFile()), "\n";
}
function f() { try { return "try"; } finally { echo "f finally\n"; } }
echo f(), "\n";
function g() { try { throw new Exception("x"); } catch (Exception) { return "caught without var"; } }
echo g(), "\n";
try { try { throw new TypeError("te"); } catch (InvalidArgumentException | TypeError $e) { echo "multi: ", get_class($e), "\n"; throw $e; } }
catch (Error $e) { echo "outer ", $e->getMessage(), "\n"; }
try { intdiv(1, 0); } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { echo 1 % 0; } catch (DivisionByZeroError $e) { echo $e->getMessage(), "\n"; }
try { [] > 0 ? 1 : strlen(); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
function typed(int $x) {}
try { typed("abc"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { null->foo(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { (new stdClass)->bar(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { UnknownClass::x(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { throw new ErrorException("ee", 1, E_WARNING, "file.php", 7); } catch (ErrorException $e) { echo $e->getSeverity(), $e->getLine(), "\n"; }
$e = new RuntimeException("msg", 5);
echo get_class($e), "|", $e->getMessage(), "|", $e->getCode(), "|", $e->getTraceAsString(), "\n";
echo (new LogicException("a", 1, new Exception("b")))->getPrevious()->getMessage(), "\n";
function thrower() { throw new DbException("uncaught one", [], 3, new Exception("root cause")); }
function wrap() { thrower(); }
wrap();
--EXPECTF--
finally in query

Fatal error: Uncaught Error: Class "PDOException" not found in %s:13
Stack trace:
#0 %s(21): query('SELECT 1')
#1 {main}
  thrown in %s on line 13
