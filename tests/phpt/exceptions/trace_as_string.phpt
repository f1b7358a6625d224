--TEST--
getTrace and getTraceAsString through functions and methods
--FILE--
<?php
class Svc {
    public function run($n) { return helper($n, "x"); }
    public static function boot() { return (new self)->run(3); }
}
function helper($n, $s) {
    if ($n > 0) return helper($n - 1, $s);
    throw new RuntimeException("deep");
}
try {
    Svc::boot();
} catch (Exception $e) {
    echo $e->getTraceAsString(), "\n";
    echo count($e->getTrace()), " frames, first: ", $e->getTrace()[0]['function'], "\n";
    echo $e->getTrace()[4]['class'], $e->getTrace()[4]['type'], $e->getTrace()[4]['function'], "\n";
}
--EXPECTF--
#0 %s(7): helper(0, 'x')
#1 %s(7): helper(1, 'x')
#2 %s(7): helper(2, 'x')
#3 %s(3): helper(3, 'x')
#4 %s(4): Svc->run(3)
#5 %s(11): Svc::boot()
#6 {main}
6 frames, first: helper
Svc->run
