--TEST--
Stream contexts: create, options, params, the default context and resource numbers
--FILE--
<?php
$c = stream_context_create(["http" => ["method" => "POST", "timeout" => 5]], ["notification" => null]);
var_dump($c);
var_dump(stream_context_get_options($c));
var_dump(stream_context_set_option($c, "http", "header", "X: y"));
print_r(stream_context_get_options($c));
var_dump(stream_context_set_option($c, ["ssl" => ["verify_peer" => false]]));
print_r(stream_context_get_options($c));
print_r(stream_context_get_params($c));
var_dump(stream_context_set_params($c, ["options" => ["ftp" => ["a" => 1]]]));
print_r(stream_context_get_params($c));
$d = stream_context_get_default();
var_dump($d, stream_context_get_default() === $d);
var_dump(stream_context_set_default(["http" => ["x" => 1]]));
print_r(stream_context_get_options($d));
echo file_get_contents(__FILE__, false, $c) !== false ? "read ok\n" : "fail\n";
try { stream_context_create(["http" => 5]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(stream_context_get_options(STDIN));
var_dump(get_resource_type($c));
print_r(stream_context_get_options(stream_context_create()));
print_r(stream_context_get_params(stream_context_create()));
var_dump(fopen(__FILE__, "r"));
--EXPECT--
resource(4) of type (stream-context)
array(1) {
  ["http"]=>
  array(2) {
    ["method"]=>
    string(4) "POST"
    ["timeout"]=>
    int(5)
  }
}
bool(true)
Array
(
    [http] => Array
        (
            [method] => POST
            [timeout] => 5
            [header] => X: y
        )

)
bool(true)
Array
(
    [http] => Array
        (
            [method] => POST
            [timeout] => 5
            [header] => X: y
        )

    [ssl] => Array
        (
            [verify_peer] => 
        )

)
Array
(
    [notification] => 
    [options] => Array
        (
            [http] => Array
                (
                    [method] => POST
                    [timeout] => 5
                    [header] => X: y
                )

            [ssl] => Array
                (
                    [verify_peer] => 
                )

        )

)
bool(true)
Array
(
    [notification] => 
    [options] => Array
        (
            [http] => Array
                (
                    [method] => POST
                    [timeout] => 5
                    [header] => X: y
                )

            [ssl] => Array
                (
                    [verify_peer] => 
                )

            [ftp] => Array
                (
                    [a] => 1
                )

        )

)
resource(5) of type (stream-context)
bool(true)
resource(5) of type (stream-context)
Array
(
    [http] => Array
        (
            [x] => 1
        )

)
read ok
ValueError: Options should have the form ["wrappername"]["optionname"] = $value
array(0) {
}
string(14) "stream-context"
Array
(
)
Array
(
    [options] => Array
        (
        )

)
resource(11) of type (stream)
