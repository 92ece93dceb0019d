import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Another process that keeps the machine busy while the contenders run, so that their figures
/// show how each copes with a neighbour: one that holds memory (the kernel then has fewer free
/// pages to hand out and reclaims more), or one that keeps the second processor busy (a parser's
/// second thread then competes for it).
///
/// The neighbour is this benchmark started again with `hold-memory BYTES` or `spin`, so that no
/// other program is needed:
///
/// ```swift
/// let neighbour = Neighbour.start(.memory(bytes: 2_000_000_000))   // returns once 2 GB are resident
/// defer { neighbour?.stop() }
/// ```
struct Neighbour {
    enum Kind: CustomStringConvertible {
        /// Holds this many bytes of written (so resident) memory.
        case memory(bytes: Int)
        /// Runs a busy loop on processor 1, the one the pinned runs do not use.
        case busyProcessor

        var description: String {
            switch self {
            case .memory(let bytes): "beside a process holding \(bytes / 1_000_000) MB"
            case .busyProcessor: "beside a busy loop on processor 1"
            }
        }
    }

    let pid: pid_t

    /// Starts the neighbour and, for memory, waits until all of it is resident.
    /// - Returns: nil when the process could not be started or did not get ready.
    static func start(_ kind: Kind, benchmark: String) -> Neighbour? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        let arguments =
            switch kind {
            case .memory(let bytes): [benchmark, "hold-memory", String(bytes)]
            case .busyProcessor: ["taskset", "-c", "1", benchmark, "spin"]
            }
        // strdup'd copies live until the spawn returned: posix_spawnp copies them into the child.
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = cArguments[0].map { posix_spawnp(&pid, $0, &actions, nil, cArguments, environ) == 0 } ?? false
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard spawned else { return nil }
        let neighbour = Neighbour(pid: pid)
        // The child writes one line once it is in the state it should be measured beside.
        var byte: UInt8 = 0
        while true {
            let received = read(pipeEnds[0], &byte, 1)
            if received == 1, byte == UInt8(ascii: "\n") { return neighbour }
            if received == 0 || (received < 0 && errno != EINTR) {
                neighbour.stop()
                return nil
            }
        }
    }

    func stop() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    }

    /// One line on standard output, written at once (not buffered): the parent waits for it.
    private static func sayReady() {
        _ = "ready\n".utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count - 1) }
    }

    /// The child's side of `.memory`: writes every page of `bytes` bytes, says so, and waits to
    /// be killed.
    static func holdMemory(bytes: Int) -> Never {
        let parent = getppid()
        guard let base = malloc(max(bytes, 1))?.assumingMemoryBound(to: UInt8.self) else { exit(1) }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        for offset in stride(from: 0, to: bytes, by: page) { base[offset] = 1 }
        sayReady()
        // A benchmark that ends without stopping its neighbour (it exits on an error) must not
        // leave gigabytes held: the neighbour ends once its parent is gone.
        while getppid() == parent { sleep(1) }
        exit(0)
    }

    /// The child's side of `.busyProcessor`: says it started, then computes until its parent is gone.
    static func spin() -> Never {
        let parent = getppid()
        sayReady()
        var value: UInt64 = 1
        while true {
            for _ in 0..<50_000_000 { value = value &* 6_364_136_223_846_793_005 &+ 1 }
            if getppid() != parent { exit(value == 0 ? 1 : 0) }
        }
    }
}
