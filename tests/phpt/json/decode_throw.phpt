--TEST--
json: decode throw
--FILE--
<?php
json_decode('[');
try {
    json_decode('{', false, 512, JSON_THROW_ON_ERROR);
} catch (JsonException $e) {
    var_dump($e->getMessage(), $e->getCode());
}
var_dump(json_last_error());
try {
    json_decode('[[1]]', false, 1, JSON_THROW_ON_ERROR);
} catch (JsonException $e) {
    var_dump($e->getMessage(), $e->getCode());
}
var_dump(json_decode('{"ok":true}', true, 512, JSON_THROW_ON_ERROR));
--EXPECT--
string(12) "Syntax error"
int(4)
int(4)
string(28) "Maximum stack depth exceeded"
int(1)
array(1) {
  ["ok"]=>
  bool(true)
}
