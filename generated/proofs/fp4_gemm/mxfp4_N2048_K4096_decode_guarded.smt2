; obligation 0: T.copy read sa[by * 16, 0] (16 x 32) | dim 0 lower: by * 16 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (>= (* by 16) 0)))
(check-sat)

; obligation 1: T.copy read sa[by * 16, 0] (16 x 32) | dim 0 upper: by * 16 + 16 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (<= (+ (* by 16) 16) M)))
(check-sat)

; obligation 2: T.copy read sa[by * 16, 0] (16 x 32) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not true))
(check-sat)

; obligation 3: T.copy read sa[by * 16, 0] (16 x 32) | dim 1 upper: 0 + 32 <= 32
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not true))
(check-sat)

; obligation 4: T.copy read sa[by * 16, 0] (16 x 32) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (let ((a!1 (* (- (+ (* by 16) 16) 1) 32)))
  (not (< (+ 0 a!1 31) 2147483648))))
(check-sat)

; obligation 5: T.copy read sb[bx * 64, 0] (64 x 128) | dim 0 lower: bx * 64 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (>= (* bx 64) 0)))
(check-sat)

; obligation 6: T.copy read sb[bx * 64, 0] (64 x 128) | dim 0 upper: bx * 64 + 64 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (<= (+ (* bx 64) 64) 2048)))
(check-sat)

; obligation 7: T.copy read sb[bx * 64, 0] (64 x 128) | dim 1 lower: 0 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not true))
(check-sat)

; obligation 8: T.copy read sb[bx * 64, 0] (64 x 128) | dim 1 upper: 0 + 128 <= 128
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (not true))
(check-sat)

; obligation 9: T.copy read sb[bx * 64, 0] (64 x 128) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (let ((a!1 (* (- (+ (* bx 64) 64) 1) 128)))
  (not (< (+ 0 a!1 127) 2147483648))))
(check-sat)

; obligation 10: T.copy read a[by * 16, ks * 128] (16 x 128) | dim 0 lower: by * 16 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 32)))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (>= (* by 16) 0)))
(check-sat)

; obligation 11: T.copy read a[by * 16, ks * 128] (16 x 128) | dim 0 upper: by * 16 + 16 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 32)))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (<= (+ (* by 16) 16) M)))
(check-sat)

; obligation 12: T.copy read a[by * 16, ks * 128] (16 x 128) | dim 1 lower: ks * 128 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 32)))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (>= (* ks 128) 0)))
(check-sat)

; obligation 13: T.copy read a[by * 16, ks * 128] (16 x 128) | dim 1 upper: ks * 128 + 128 <= 4096
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 32)))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (<= (+ (* ks 128) 128) 4096)))
(check-sat)

; obligation 14: T.copy read a[by * 16, ks * 128] (16 x 128) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 32)))
(assert (and (>= M 0) (<= M 262144)))
(assert (let ((a!1 (* (- (+ (* by 16) 16) 1) 4096))
      (a!2 (* (- (+ (* ks 128) 128) 1) 1)))
  (not (< (+ 0 a!1 a!2) 2147483648))))
(check-sat)

; obligation 15: T.copy read b[bx * 64, ks * 128 // 2] (64 x 64) | dim 0 lower: bx * 64 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 32)))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (>= (* bx 64) 0)))
(check-sat)

; obligation 16: T.copy read b[bx * 64, ks * 128 // 2] (64 x 64) | dim 0 upper: bx * 64 + 64 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 32)))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (<= (+ (* bx 64) 64) 2048)))
(check-sat)

; obligation 17: T.copy read b[bx * 64, ks * 128 // 2] (64 x 64) | dim 1 lower: ks * 128 // 2 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 32)))
(assert (and (>= M 0) (<= M 262144)))
(assert (not (>= (div (* ks 128) 2) 0)))
(check-sat)

; obligation 18: T.copy read b[bx * 64, ks * 128 // 2] (64 x 64) | dim 1 upper: ks * 128 // 2 + 64 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 32)))
(assert (and (>= M 0) (<= M 262144)))
(assert (let ((a!1 (<= (+ (div (* ks 128) 2) 64) 2048)))
  (not a!1)))
(check-sat)

; obligation 19: T.copy read b[bx * 64, ks * 128 // 2] (64 x 64) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun ks () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= ks 0) (< ks 32)))
(assert (and (>= M 0) (<= M 262144)))
(assert (let ((a!1 (* (- (+ (* bx 64) 64) 1) 2048))
      (a!2 (- (+ (div (* ks 128) 2) 64) 1)))
  (not (< (+ 0 a!1 (* a!2 1)) 2147483648))))
(check-sat)

; obligation 20: T.copy write c[by * 16, bx * 64] (16 x 64) | dim 0 lower: by * 16 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun tx () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (>= (* by 16) 0)))
(check-sat)

; obligation 21: T.copy write c[by * 16, bx * 64] (16 x 64) | dim 0 upper: by * 16 + 16 <= M
; expect sat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun tx () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (<= (+ (* by 16) 16) M)))
(check-sat)

; obligation 22: T.copy write c[by * 16, bx * 64] (16 x 64) | dim 1 lower: bx * 64 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun tx () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (>= (* bx 64) 0)))
(check-sat)

; obligation 23: T.copy write c[by * 16, bx * 64] (16 x 64) | dim 1 upper: bx * 64 + 64 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun tx () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (and (>= tx 0) (< tx 128)))
(assert (not (<= (+ (* bx 64) 64) 2048)))
(check-sat)

; obligation 24: T.copy write c[by * 16, bx * 64] (16 x 64) | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun bx () Int)
(declare-fun by () Int)
(declare-fun tx () Int)
(assert (and (>= bx 0) (< bx 32)))
(assert (let ((a!1 (+ 0 (div (- (+ M 16) 1) 16))))
  (and (>= by 0) (< by a!1))))
(assert (and (>= M 0) (<= M 262144)))
(assert (and (>= tx 0) (< tx 128)))
(assert (let ((a!1 (* (- (+ (* by 16) 16) 1) 2048)) (a!2 (* (- (+ (* bx 64) 64) 1) 1)))
  (not (< (+ 0 a!1 a!2) 2147483648))))
(check-sat)
