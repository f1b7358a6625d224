--TEST--
json: encode throw
--FILE--
<?php
try {
    json_encode(NAN, JSON_THROW_ON_ERROR);
} catch (JsonException $e) {
    echo get_class($e), ": ", $e->getMessage(), " (", $e->getCode(), ")\n";
}
json_encode("fine");
try {
    json_encode("\xff", JSON_THROW_ON_ERROR);
} catch (JsonException $e) {
    echo $e->getMessage(), " ", $e->getCode(), "\n";
}
var_dump(json_last_error());
var_dump(json_encode([1], JSON_THROW_ON_ERROR));
var_dump($e instanceof Exception);
--EXPECT--
JsonException: Inf and NaN cannot be JSON encoded (7)
Malformed UTF-8 characters, possibly incorrectly encoded 5
int(0)
string(3) "[1]"
bool(true)
