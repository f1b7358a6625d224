--TEST--
A coroutine waiting in socket_read is a cancellation point; the socket stays usable, and a read in the main coroutine suspends only it
--EXTENSIONS--
sockets
true_async
--FILE--
<?php
use function Async\spawn;
use function Async\await;

socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
[$a, $b] = $pair;

$reader = spawn(function () use ($b) {
    try {
        echo "reader waits\n";
        socket_read($b, 10);
        return "read something";
    } catch (Async\AsyncCancellation $e) {
        return "cancelled: " . $e->getMessage();
    } finally {
        echo "reader finally\n";
    }
});
$other = spawn(function () use ($reader) {
    echo "other runs while the reader waits\n";
    $reader->cancel(new Async\AsyncCancellation("enough"));
    echo "other cancelled the reader\n";
});
echo await($reader), "\n";
await($other);

// The socket still works after the cancelled wait; the main coroutine's own read
// suspends only it, and a writer coroutine feeds it.
spawn(function () use ($a) {
    echo "writer writes\n";
    socket_write($a, "still open");
});
echo "main reads\n";
var_dump(socket_read($b, 100));
var_dump(socket_last_error($b));
--EXPECT--
reader waits
other runs while the reader waits
other cancelled the reader
reader finally
cancelled: enough
main reads
writer writes
string(10) "still open"
int(0)
