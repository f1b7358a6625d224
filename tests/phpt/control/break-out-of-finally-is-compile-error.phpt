--TEST--
continue that leaves a finally block is a compile error
--FILE--
<?php
function firstValid(array $items) {
    foreach ($items as $item) {
        try {
            if ($item > 0) return $item;
        } finally {
            if ($item === 0) continue;
        }
    }
    return null;
}
echo firstValid([0, 3]), "\n";
--EXPECTF--

Fatal error: jump out of a finally block is disallowed in %s on line 7
