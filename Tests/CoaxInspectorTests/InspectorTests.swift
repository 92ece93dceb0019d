import Testing
@testable import CoaxInspector
