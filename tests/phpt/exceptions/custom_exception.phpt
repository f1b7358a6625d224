--TEST--
user exception classes with extra state and overridden constructors
--FILE--
<?php
class HttpException extends Exception {
    public function __construct(private int $status, string $message = "", ?Throwable $previous = null) {
        parent::__construct("HTTP $status: $message", $status, $previous);
    }
    public function status(): int { return $this->status; }
}
final class NotFound extends HttpException {
    public function __construct(string $path) {
        parent::__construct(404, "$path not found");
    }
}
try {
    throw new NotFound("/missing");
} catch (HttpException $e) {
    echo get_class($e), " ", $e->status(), " ", $e->getCode(), " ", $e->getMessage(), "\n";
    echo basename($e->getFile()), ":", $e->getLine(), "\n";
    var_dump($e instanceof Throwable, $e instanceof Exception, $e instanceof Error);
}
$e = new Exception();
var_dump($e->getMessage(), $e->getCode(), $e->getPrevious());
--EXPECT--
NotFound 404 404 HTTP 404: /missing not found
custom_exception.php:14
bool(true)
bool(true)
bool(false)
string(0) ""
int(0)
NULL
