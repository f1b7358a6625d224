--TEST--
A call of a parenthesized class constant or static property calls its value, not a static method
--FILE--
<?php
final class Router {
    const FALLBACK = 'strtoupper';
    public static $formatter = 'ucwords';
    public static function FALLBACK($s) { return "method:$s"; }
    public static function route(string $path): string {
        return (self::FALLBACK)($path) . ' ' . (static::$formatter)($path) . ' ' . self::FALLBACK($path);
    }
}
enum Action {
    case Greet;
    public function __invoke(string $who): string { return "hello $who"; }
}
echo Router::route('home page'), "\n";
echo (Action::Greet)('world'), "\n";
echo (Router::$formatter)('a b'), "\n";
--EXPECT--
HOME PAGE Home Page method:home page
hello world
A B
