--TEST--
catching exceptions by short, imported and global names
--FILE--
<?php
namespace App;

use InvalidArgumentException as IAE;

class AppException extends \RuntimeException {}

function fail($kind) {
    throw match ($kind) {
        'app' => new AppException("app failure"),
        'iae' => new IAE("bad argument"),
        default => new \LogicException("logic"),
    };
}
foreach (['app', 'iae', 'other'] as $k) {
    try {
        fail($k);
    } catch (AppException $e) {
        echo "AppException: ", get_class($e), "\n";
    } catch (IAE $e) {
        echo "imported alias: ", get_class($e), "\n";
    } catch (\Exception $e) {
        echo "global: ", get_class($e), "\n";
    }
}
--EXPECT--
AppException: App\AppException
imported alias: InvalidArgumentException
global: LogicException
