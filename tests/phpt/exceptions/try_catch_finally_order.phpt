--TEST--
the order of try, catch and finally blocks
--FILE--
<?php
function attempt($fail) {
    echo "try ";
    try {
        if ($fail) throw new Exception("failed");
        echo "ok ";
    } catch (Exception $e) {
        echo "catch(", $e->getMessage(), ") ";
    } finally {
        echo "finally";
    }
    echo "\n";
}
attempt(false);
attempt(true);
function nested() {
    try {
        try {
            throw new RuntimeException("inner");
        } finally {
            echo "inner finally\n";
        }
    } catch (Exception $e) {
        echo "outer caught ", $e->getMessage(), "\n";
    } finally {
        echo "outer finally\n";
    }
}
nested();
--EXPECT--
try ok finally
try catch(failed) finally
inner finally
outer caught inner
outer finally
