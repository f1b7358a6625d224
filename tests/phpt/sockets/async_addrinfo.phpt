--TEST--
socket_addrinfo_lookup in a coroutine lets the other coroutines run while the name resolves
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\spawn;
use function Async\await;

$lookup = spawn(function () {
    echo "lookup starts\n";
    $found = socket_addrinfo_lookup('localhost', '80', ['ai_family' => AF_INET, 'ai_socktype' => SOCK_STREAM]);
    echo "found ", count($found), "\n";
    return socket_addrinfo_explain($found[0])['ai_addr'];
});
spawn(function () {
    echo "other coroutine runs\n";
});
var_dump(await($lookup));
--EXPECT--
lookup starts
other coroutine runs
found 1
array(2) {
  ["sin_port"]=>
  int(80)
  ["sin_addr"]=>
  string(9) "127.0.0.1"
}
