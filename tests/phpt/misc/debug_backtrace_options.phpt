--TEST--
debug_backtrace() gives method frames their object by default and drops args with DEBUG_BACKTRACE_IGNORE_ARGS
--FILE--
<?php
class K {
    public $p = 1;
    function m($a) {
        print_r(debug_backtrace());
        print_r(debug_backtrace(0));
        print_r(debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS | DEBUG_BACKTRACE_PROVIDE_OBJECT, 1));
    }
    static function s() { (new K)->m(5); }
}
K::s();
function f($x) { return debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS); }
var_dump(f(1));
--EXPECTF--
Array
(
    [0] => Array
        (
            [file] => %s
            [line] => 9
            [function] => m
            [class] => K
            [object] => K Object
                (
                    [p] => 1
                )

            [type] => ->
            [args] => Array
                (
                    [0] => 5
                )

        )

    [1] => Array
        (
            [file] => %s
            [line] => 11
            [function] => s
            [class] => K
            [type] => ::
            [args] => Array
                (
                )

        )

)
Array
(
    [0] => Array
        (
            [file] => %s
            [line] => 9
            [function] => m
            [class] => K
            [type] => ->
            [args] => Array
                (
                    [0] => 5
                )

        )

    [1] => Array
        (
            [file] => %s
            [line] => 11
            [function] => s
            [class] => K
            [type] => ::
            [args] => Array
                (
                )

        )

)
Array
(
    [0] => Array
        (
            [file] => %s
            [line] => 9
            [function] => m
            [class] => K
            [object] => K Object
                (
                    [p] => 1
                )

            [type] => ->
        )

)
array(1) {
  [0]=>
  array(3) {
    ["file"]=>
    string(%d) "%s"
    ["line"]=>
    int(13)
    ["function"]=>
    string(1) "f"
  }
}
