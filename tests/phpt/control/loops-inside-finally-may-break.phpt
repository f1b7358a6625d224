--TEST--
break and continue of loops nested inside a finally block are allowed
--FILE--
<?php
$log = [];
foreach ([1, 2] as $round) {
    try {
        $log[] = "try $round";
    } finally {
        foreach (['a', 'b', 'c'] as $step) {
            if ($step === 'b') break;
            $log[] = "finally $round$step";
        }
        for ($i = 0; $i < 3; $i++) {
            try { if ($i === 1) continue; } finally { $log[] = "inner $i"; }
        }
    }
}
echo implode("\n", $log), "\n";
--EXPECT--
try 1
finally 1a
inner 0
inner 1
inner 2
try 2
finally 2a
inner 0
inner 1
inner 2
