--TEST--
An enum implementing an interface that extends Throwable is a fatal error
--FILE--
<?php
interface DomainError extends Throwable {}
class NotFound extends RuntimeException implements DomainError {}
enum Code: int implements DomainError { case Missing = 404; }
--EXPECTF--

Fatal error: Enum Code cannot implement interface Throwable in %s on line 4
