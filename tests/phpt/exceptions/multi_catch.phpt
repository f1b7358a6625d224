--TEST--
catching several types in one clause and catching without a variable
--FILE--
<?php
function risky($what) {
    return match ($what) {
        'type' => throw new TypeError("type problem"),
        'value' => throw new ValueError("value problem"),
        'runtime' => throw new RuntimeException("runtime problem"),
        'logic' => throw new LogicException("logic problem"),
        default => "fine",
    };
}
foreach (['type', 'value', 'runtime', 'logic', 'none'] as $w) {
    try {
        echo risky($w), "\n";
    } catch (TypeError | ValueError $e) {
        echo "error group: ", get_class($e), "\n";
    } catch (RuntimeException) {
        echo "runtime caught without a variable\n";
    } catch (Exception $e) {
        echo "generic: ", $e->getMessage(), "\n";
    }
}
--EXPECT--
error group: TypeError
error group: ValueError
runtime caught without a variable
generic: logic problem
fine
