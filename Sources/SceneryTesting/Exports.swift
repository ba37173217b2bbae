@_exported public import SceneryCairo
