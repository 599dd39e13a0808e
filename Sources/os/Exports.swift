// `import os` and `import os.log`: the unified log, as `import OSLog` gives it.
@_exported import OSLog
